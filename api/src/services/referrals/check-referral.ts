import { checkEmailAddress, emailProblemMessage } from '../../security/email-address';
import { FieldErrors } from '../../lib/field-errors';
import { MEDICARE_SESSIONS_PER_REFERRAL as SESSIONS_PER_REFERRAL, MEDICARE_SESSIONS_PER_YEAR as SESSIONS_PER_YEAR } from '../funding';
import type { AnswerReviewRequest, ReferralFunding, ReferralUrgency, SendReferralRequest } from './referrals.types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
// Control characters and lone surrogates are never part of a name or a reason.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const FUNDING: ReferralFunding[] = ['Medicare', 'BulkBilled', 'Private', 'DVA', 'NDIS', 'WorkersComp'];
const URGENCY: ReferralUrgency[] = ['Routine', 'Soon', 'Urgent'];
/** After the review, a GP may approve up to 4 more sessions (Better Access: 6 + 4 = 10 a year). */
export const REVIEW_SESSIONS_MAX = SESSIONS_PER_YEAR - SESSIONS_PER_REFERRAL;

export const validDate = (value: unknown): value is string =>
  typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** A referral is valid for 12 months from its date (the day before the anniversary). */
export function twelveMonthsFrom(issuedOn: string): string {
  const issued = new Date(`${issuedOn}T00:00:00Z`);
  return new Date(Date.UTC(issued.getUTCFullYear() + 1, issued.getUTCMonth(), issued.getUTCDate() - 1)).toISOString().slice(0, 10);
}

function text(value: unknown, field: string, label: string, max: number, errors: FieldErrors, required = true): string {
  const trimmed = typeof value === 'string' ? value.trim().replace(/[ \t]+/g, ' ') : '';
  if (required && !trimmed) errors.add(field, `Enter the ${label}.`);
  else if (trimmed.length > max) errors.add(field, `Use at most ${max} characters for the ${label}.`);
  else if (UNPRINTABLE.test(trimmed)) errors.add(field, `The ${label} contains characters that cannot be stored.`);
  return trimmed;
}

function issuedOn(value: unknown, today: string, field: string, errors: FieldErrors): string {
  if (!validDate(value)) errors.add(field, 'Enter the date on the referral (YYYY-MM-DD).');
  else if (value > today) errors.add(field, 'The referral date cannot be in the future.');
  return String(value);
}

export interface CheckedReferral {
  patient: { email: string; firstName: string; lastName: string };
  issuedOn: string;
  validUntil: string;
  sessionsApproved: number;
  reason: string;
  funding: ReferralFunding;
  urgency: ReferralUrgency;
  psychologistId?: string;
}

/** Checks a GP's referral field by field (one 422 names every failing field); `today` is the Australian date. */
export function checkSendReferral(body: SendReferralRequest, today: string): CheckedReferral {
  const errors = new FieldErrors();
  const email = checkEmailAddress(body.patient?.email);
  const patientEmail = "Enter the patient's email address.";
  if (email.problem) errors.add('patient.email', emailProblemMessage(email.problem, { missing: patientEmail, malformed: patientEmail }));
  const firstName = text(body.patient?.firstName, 'patient.firstName', "patient's first name", 100, errors);
  const lastName = text(body.patient?.lastName, 'patient.lastName', "patient's last name", 100, errors);
  const date = issuedOn(body.carePlan?.issuedOn, today, 'carePlan.issuedOn', errors);
  const sessions = body.carePlan?.sessionsApproved;
  if (!Number.isInteger(sessions) || sessions < 1 || sessions > SESSIONS_PER_REFERRAL)
    errors.add('carePlan.sessionsApproved', `Enter the sessions approved on this referral (1 to ${SESSIONS_PER_REFERRAL}; a new care plan: 6).`);
  const reason = text(body.carePlan?.reason, 'carePlan.reason', 'reason for referral', 2000, errors);
  if (!FUNDING.includes(body.funding)) errors.add('funding', 'Choose how the sessions are funded.');
  if (!URGENCY.includes(body.urgency)) errors.add('urgency', 'Choose how urgent the referral is.');
  const psychologistId = body.psychologistId === undefined ? undefined : text(body.psychologistId, 'psychologistId', 'psychologist', 100, errors, false) || undefined;
  errors.throwIfAny();
  return {
    patient: { email: email.address!, firstName, lastName },
    issuedOn: date,
    validUntil: twelveMonthsFrom(date),
    sessionsApproved: sessions,
    reason,
    funding: body.funding,
    urgency: body.urgency,
    ...(psychologistId && { psychologistId }),
  };
}

export interface CheckedAnswer {
  issuedOn: string;
  additionalSessions: number;
  note?: string;
}

/** Checks a GP's answer to a review request (the 7th-session referral: 1–4 more sessions). */
export function checkAnswer(body: AnswerReviewRequest, today: string): CheckedAnswer {
  const errors = new FieldErrors();
  const date = issuedOn(body.issuedOn, today, 'issuedOn', errors);
  const n = body.additionalSessions;
  if (!Number.isInteger(n) || n < 1 || n > REVIEW_SESSIONS_MAX) errors.add('additionalSessions', `Enter the further sessions approved (1 to ${REVIEW_SESSIONS_MAX}).`);
  const note = text(body.note, 'note', 'note', 2000, errors, false);
  errors.throwIfAny();
  return { issuedOn: date, additionalSessions: n, ...(note && { note }) };
}
