/**
 * Session types a psychologist can re-classify a session to, and the reasons offered for each
 * (GET /session-type-report-reasons/{sessionTypeId}; PUT /sessions/{id}/update-session-type).
 * reasonExtraInfo is guidance shown with the reason (null when the name says it all).
 */

export type SessionTypeName =
  'Medicare' | 'Private' | 'BulkBilled' | 'DVA' | 'NDIS' | 'WorkersComp' | 'Partnership';

export interface SessionTypeOption {
  sessionTypeId: number;
  /** Stable machine name, as the spec spells the funding types. */
  name: SessionTypeName;
  /** Label for people. */
  displayName: string;
}

export interface SessionTypeReportReason {
  reasonId: number;
  sessionTypeId: number;
  name: string;
  reasonExtraInfo: string | null;
}

export const MEDICARE_SESSION_TYPE_ID = 1;
export const PRIVATE_SESSION_TYPE_ID = 2;
export const BULK_BILLED_SESSION_TYPE_ID = 3;
export const DVA_SESSION_TYPE_ID = 4;
export const NDIS_SESSION_TYPE_ID = 5;
export const WORKERS_COMP_SESSION_TYPE_ID = 6;
export const PARTNERSHIP_SESSION_TYPE_ID = 7;

export const sessionTypeOptions: readonly SessionTypeOption[] = [
  { sessionTypeId: MEDICARE_SESSION_TYPE_ID, name: 'Medicare', displayName: 'Medicare' },
  { sessionTypeId: PRIVATE_SESSION_TYPE_ID, name: 'Private', displayName: 'Private' },
  { sessionTypeId: BULK_BILLED_SESSION_TYPE_ID, name: 'BulkBilled', displayName: 'Bulk billed' },
  { sessionTypeId: DVA_SESSION_TYPE_ID, name: 'DVA', displayName: 'DVA' },
  { sessionTypeId: NDIS_SESSION_TYPE_ID, name: 'NDIS', displayName: 'NDIS' },
  { sessionTypeId: WORKERS_COMP_SESSION_TYPE_ID, name: 'WorkersComp', displayName: 'Workers compensation' },
  { sessionTypeId: PARTNERSHIP_SESSION_TYPE_ID, name: 'Partnership', displayName: 'Partnership (EEP)' },
];

const IMPROVED_DAILY_LIVING =
  "Therapy is paid from the Capacity Building – Improved Daily Living budget of the client's NDIS plan.";

export const sessionTypeReportReasons: readonly SessionTypeReportReason[] = [
  // Medicare (Better Access)
  {
    reasonId: 1,
    sessionTypeId: MEDICARE_SESSION_TYPE_ID,
    name: 'Valid GP referral or Mental Health Treatment Plan received',
    reasonExtraInfo:
      'The client has a current referral or plan that covers this session (up to 6 sessions per referral, 10 per calendar year).',
  },
  {
    reasonId: 2,
    sessionTypeId: MEDICARE_SESSION_TYPE_ID,
    name: 'New GP referral received after the 6th session',
    reasonExtraInfo:
      "The GP has referred the client for further sessions after the psychologist's report back.",
  },
  {
    reasonId: 3,
    sessionTypeId: MEDICARE_SESSION_TYPE_ID,
    name: 'Booked as private in error',
    reasonExtraInfo: null,
  },
  { reasonId: 4, sessionTypeId: MEDICARE_SESSION_TYPE_ID, name: 'Other', reasonExtraInfo: null },
  // Private
  {
    reasonId: 10,
    sessionTypeId: PRIVATE_SESSION_TYPE_ID,
    name: 'No valid GP referral or Mental Health Treatment Plan',
    reasonExtraInfo: 'Without a current referral or plan the session cannot receive a Medicare rebate.',
  },
  {
    reasonId: 11,
    sessionTypeId: PRIVATE_SESSION_TYPE_ID,
    name: 'Calendar-year session limit reached',
    reasonExtraInfo: 'The client has used all 10 Better Access individual sessions for this calendar year.',
  },
  {
    reasonId: 12,
    sessionTypeId: PRIVATE_SESSION_TYPE_ID,
    name: '7th session without a new GP referral',
    reasonExtraInfo: 'After 6 sessions the GP must refer again before further sessions are rebated.',
  },
  {
    reasonId: 13,
    sessionTypeId: PRIVATE_SESSION_TYPE_ID,
    name: 'Client chose not to claim Medicare',
    reasonExtraInfo: null,
  },
  {
    reasonId: 14,
    sessionTypeId: PRIVATE_SESSION_TYPE_ID,
    name: 'Client is not eligible for Medicare',
    reasonExtraInfo: 'For example a visitor to Australia without Medicare or reciprocal health care cover.',
  },
  { reasonId: 15, sessionTypeId: PRIVATE_SESSION_TYPE_ID, name: 'Other', reasonExtraInfo: null },
  // Bulk billed
  {
    reasonId: 20,
    sessionTypeId: BULK_BILLED_SESSION_TYPE_ID,
    name: 'Client holds a concession card',
    reasonExtraInfo: 'For example a Pension Concession Card or Health Care Card.',
  },
  {
    reasonId: 21,
    sessionTypeId: BULK_BILLED_SESSION_TYPE_ID,
    name: 'Financial hardship',
    reasonExtraInfo: null,
  },
  {
    reasonId: 22,
    sessionTypeId: BULK_BILLED_SESSION_TYPE_ID,
    name: 'Client is a child or young person',
    reasonExtraInfo: null,
  },
  { reasonId: 23, sessionTypeId: BULK_BILLED_SESSION_TYPE_ID, name: 'Other', reasonExtraInfo: null },
  // DVA
  {
    reasonId: 30,
    sessionTypeId: DVA_SESSION_TYPE_ID,
    name: 'Client holds a DVA Veteran Card',
    reasonExtraInfo: 'A Gold Card, or a White Card (which covers treatment of any mental health condition).',
  },
  {
    reasonId: 31,
    sessionTypeId: DVA_SESSION_TYPE_ID,
    name: 'DVA referral received',
    reasonExtraInfo: 'A current referral for psychology under DVA arrangements is on file.',
  },
  { reasonId: 32, sessionTypeId: DVA_SESSION_TYPE_ID, name: 'Other', reasonExtraInfo: null },
  // NDIS
  {
    reasonId: 40,
    sessionTypeId: NDIS_SESSION_TYPE_ID,
    name: 'Self-managed NDIS participant',
    reasonExtraInfo: IMPROVED_DAILY_LIVING,
  },
  {
    reasonId: 41,
    sessionTypeId: NDIS_SESSION_TYPE_ID,
    name: 'Plan-managed NDIS participant',
    reasonExtraInfo: IMPROVED_DAILY_LIVING,
  },
  {
    reasonId: 42,
    sessionTypeId: NDIS_SESSION_TYPE_ID,
    name: 'NDIA-managed NDIS participant',
    reasonExtraInfo: 'Only NDIS-registered providers can claim for NDIA-managed participants.',
  },
  { reasonId: 43, sessionTypeId: NDIS_SESSION_TYPE_ID, name: 'Other', reasonExtraInfo: null },
  // Workers compensation
  {
    reasonId: 50,
    sessionTypeId: WORKERS_COMP_SESSION_TYPE_ID,
    name: 'Accepted workers compensation claim',
    reasonExtraInfo: 'The insurer has accepted the claim and approved psychology treatment.',
  },
  {
    reasonId: 51,
    sessionTypeId: WORKERS_COMP_SESSION_TYPE_ID,
    name: 'Provisional liability accepted',
    reasonExtraInfo: 'The insurer is paying for treatment while it decides the claim.',
  },
  {
    reasonId: 52,
    sessionTypeId: WORKERS_COMP_SESSION_TYPE_ID,
    name: 'Treatment plan approved by the insurer',
    reasonExtraInfo: null,
  },
  { reasonId: 53, sessionTypeId: WORKERS_COMP_SESSION_TYPE_ID, name: 'Other', reasonExtraInfo: null },
  // Partnership (EEP)
  {
    reasonId: 60,
    sessionTypeId: PARTNERSHIP_SESSION_TYPE_ID,
    name: "Funded by the client's health fund program",
    reasonExtraInfo: null,
  },
  {
    reasonId: 61,
    sessionTypeId: PARTNERSHIP_SESSION_TYPE_ID,
    name: "Funded by the client's employer program",
    reasonExtraInfo: null,
  },
  {
    reasonId: 62,
    sessionTypeId: PARTNERSHIP_SESSION_TYPE_ID,
    name: 'Partner code applied after booking',
    reasonExtraInfo: null,
  },
  { reasonId: 63, sessionTypeId: PARTNERSHIP_SESSION_TYPE_ID, name: 'Other', reasonExtraInfo: null },
];

/** The reasons offered when re-classifying a session to the given session type (empty if unknown). */
export function reportReasonsForSessionType(sessionTypeId: number): SessionTypeReportReason[] {
  return sessionTypeReportReasons.filter((r) => r.sessionTypeId === sessionTypeId);
}
