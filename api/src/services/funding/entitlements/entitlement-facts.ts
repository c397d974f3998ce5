import { DEFAULT_TIMEZONE_ID } from '../../reference-data';

/**
 * What the entitlement rules need to know about one client, read once from the database
 * (`load-entitlement-facts.ts`) and then judged by pure code (`entitlements.ts`), so the quote,
 * the booking, the client's tracker, the psychologist's pages and the GP's view judge alike.
 */

/** Better Access (domain.md): rebated individual sessions per calendar year, and per referral course. */
export const MEDICARE_SESSIONS_PER_YEAR = 10;
export const MEDICARE_SESSIONS_PER_REFERRAL = 6;
/** A DVA referral covers 12 sessions or one year, whichever ends first (domain.md). */
export const DVA_SESSIONS_PER_REFERRAL = 12;
/** Sessions a partner programme pays per member, unless the partner's data says otherwise. */
export const PARTNER_SESSIONS_COVERED = 6;
/** Where dates are counted when nothing tells us where the client is. */
export const DEFAULT_CLIENT_TIME_ZONE = DEFAULT_TIMEZONE_ID;

export type FundedRoute = 'Private' | 'Medicare' | 'BulkBilled' | 'NDIS' | 'DVA' | 'WorkersComp' | 'Partnership';

/** A booked session as the rules count it. */
export interface FundedSession {
  _id: string;
  startsAt: Date;
  /** The zone the client booked in: the session's date (and so its calendar year) is taken there. */
  timezoneId: string;
  sessionStatus: string;
  /** The funding route it was booked under. */
  sessionType: string;
  medicareReferralId?: string;
  quote?: { rebateCents?: number; funderPaysCents?: number };
  funding?: { workersCompClaimNumber?: unknown } & Record<string, unknown>;
}

/** A Medicare referral / mental health treatment plan. A GP's review adds to `sessionsApproved`. */
export interface ReferralFacts {
  medicareReferralId: string;
  issuedOn: string;
  validUntil: string;
  sessionsApproved?: number;
  reviewedOn?: string;
  createdAt?: Date;
}

export interface EntitlementFacts {
  sessions: FundedSession[];
  medicareReferrals: ReferralFacts[];
  /** DVA: the date of the GP's referral, when the client gave it. */
  dvaReferralIssuedOn?: string;
  /** Workers' compensation: sessions the insurer approved, per claim number (normalised). */
  workersCompApprovals: Record<string, number>;
  /** The client's partner programme, when they belong to one that pays. */
  partner?: { partnerName: string; sessionsCovered: number };
  /** The client's own zone (profile), for "today" and "this year". */
  clientTimeZone: string;
}

export const normaliseClaimNumber = (claim: unknown) => (typeof claim === 'string' ? claim.replace(/\s/g, '').toUpperCase() : '');
