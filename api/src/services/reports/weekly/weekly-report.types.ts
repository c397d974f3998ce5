/** Sessions in one Sydney week (Monday start): booked that week, and those that took place, were cancelled or missed. */
export interface SessionsWeek {
  /** The Monday, a Sydney date (YYYY-MM-DD). */
  weekStart: string;
  booked: number;
  completed: number;
  cancelled: number;
  noShow: number;
}

/** Money of the sessions held in the range under one funding route, integer cents (the quote each was booked with). */
export interface RevenueByRoute {
  fundingRoute: string;
  sessions: number;
  feeCents: number;
  rebateCents: number;
  funderPaysCents: number;
  outOfPocketCents: number;
}

export interface NewClientsWeek {
  weekStart: string;
  newClients: number;
}

export interface ReferralsWeek {
  weekStart: string;
  received: number;
  /** Of those received that week, how many have a session booked on them (not cancelled). */
  booked: number;
}

/** Days from sign-up to first session, for the clients who signed up in the range. */
export interface TimeToFirstSession {
  /** Clients who signed up in the range and have had a first session. */
  clients: number;
  /** Clients who signed up in the range without a session yet. */
  waiting: number;
  /** Whole Sydney days; null without any client. */
  medianDays: number | null;
  p90Days: number | null;
}

/** The operator's weekly reports for a range of Sydney dates. */
export interface WeeklyReports {
  fromDate: string;
  toDate: string;
  sessions: SessionsWeek[];
  revenue: RevenueByRoute[];
  newClients: NewClientsWeek[];
  referrals: ReferralsWeek[];
  timeToFirstSession: TimeToFirstSession;
}
