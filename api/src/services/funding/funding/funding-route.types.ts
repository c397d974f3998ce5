/** How a session is funded and what the client tells us about it (the quote and the booking read these). */

export type FundingRouteName = 'Private' | 'Medicare' | 'BulkBilled' | 'NDIS' | 'DVA' | 'WorkersComp' | 'Partnership';

/** What the client tells us about their funding; which fields are required depends on the route. */
export interface FundingDetails {
  /** NDIS: how the plan is managed (agency-managed plans are claimed by the NDIA, not through us). */
  ndisManagement?: 'plan' | 'self' | 'agency';
  /** NDIS participant number: 9 digits starting 43. */
  ndisParticipantNumber?: string;
  /** NDIS plan manager's name (plan-managed). */
  ndisFunderName?: string;
  /** NDIS plan manager's invoice email (plan-managed). */
  ndisFunderEmail?: string;
  /** DVA card colour. */
  dvaCardType?: 'Gold' | 'White' | 'Orange';
  /** DVA file number on the card, e.g. NX123456. */
  dvaFileNumber?: string;
  /** The GP's DVA referral date (YYYY-MM-DD): it covers 12 sessions or one year from then. */
  dvaReferralIssuedOn?: string;
  /** Workers' compensation claim number. */
  workersCompClaimNumber?: string;
  /** The insurer named on the claim. */
  workersCompInsurer?: string;
  /** Sessions the insurer approved on the claim (1–100), when the client knows it. */
  workersCompApprovedSessions?: number;
}
