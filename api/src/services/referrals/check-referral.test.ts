import { HttpProblem } from '../../http/problem';
import { checkAnswer, checkSendReferral, twelveMonthsFrom } from './check-referral';
import type { SendReferralRequest } from './referrals.types';

const TODAY = '2026-11-24';
const valid: SendReferralRequest = {
  patient: { email: ' Alex.New@Example.com ', firstName: ' Alex ', lastName: 'New' },
  carePlan: { issuedOn: '2026-11-20', sessionsApproved: 6, reason: 'Low mood and anxiety for three months.' },
  funding: 'Medicare',
  urgency: 'Routine',
};
const fieldsOf = (fn: () => unknown): Record<string, string> | undefined => {
  try {
    fn();
    return undefined;
  } catch (err) {
    if (err instanceof HttpProblem) return err.fields;
    throw err;
  }
};
const withBody = (change: (b: SendReferralRequest) => void) => {
  const body = structuredClone(valid);
  change(body);
  return body;
};

describe('checkSendReferral', () => {
  it('cleans a valid referral: email lower-cased, names trimmed, valid for 12 months', () => {
    expect(checkSendReferral(valid, TODAY)).toEqual({
      patient: { email: 'alex.new@example.com', firstName: 'Alex', lastName: 'New' },
      issuedOn: '2026-11-20',
      validUntil: '2027-11-19',
      sessionsApproved: 6,
      reason: 'Low mood and anxiety for three months.',
      funding: 'Medicare',
      urgency: 'Routine',
    });
  });

  it.each<[string, (b: SendReferralRequest) => void, string, string]>([
    ['bad email', (b) => (b.patient.email = 'not-an-email'), 'patient.email', "Enter the patient's email address."],
    ['blank first name', (b) => (b.patient.firstName = '  '), 'patient.firstName', "Enter the patient's first name."],
    ['NUL in last name', (b) => (b.patient.lastName = 'Ne\u0000w'), 'patient.lastName', "The patient's last name contains characters that cannot be stored."],
    ['lone surrogate in reason', (b) => (b.carePlan.reason = 'sad \ud800'), 'carePlan.reason', 'The reason for referral contains characters that cannot be stored.'],
    ['future date', (b) => (b.carePlan.issuedOn = '2026-11-25'), 'carePlan.issuedOn', 'The referral date cannot be in the future.'],
    ['impossible date', (b) => (b.carePlan.issuedOn = '2026-02-30'), 'carePlan.issuedOn', 'Enter the date on the referral (YYYY-MM-DD).'],
    ['7 sessions', (b) => (b.carePlan.sessionsApproved = 7), 'carePlan.sessionsApproved', 'Enter the sessions approved on this referral (1 to 6; a new care plan: 6).'],
    ['0 sessions', (b) => (b.carePlan.sessionsApproved = 0), 'carePlan.sessionsApproved', 'Enter the sessions approved on this referral (1 to 6; a new care plan: 6).'],
    ['2.5 sessions', (b) => (b.carePlan.sessionsApproved = 2.5), 'carePlan.sessionsApproved', 'Enter the sessions approved on this referral (1 to 6; a new care plan: 6).'],
    ['no reason', (b) => (b.carePlan.reason = ''), 'carePlan.reason', 'Enter the reason for referral.'],
    ['long reason', (b) => (b.carePlan.reason = 'x'.repeat(2001)), 'carePlan.reason', 'Use at most 2000 characters for the reason for referral.'],
    ['unknown funding', (b) => (b.funding = 'Cash' as never), 'funding', 'Choose how the sessions are funded.'],
    ['unknown urgency', (b) => (b.urgency = 'Now' as never), 'urgency', 'Choose how urgent the referral is.'],
  ])('%s → 422 naming %s', (_, change, field, message) => {
    expect(fieldsOf(() => checkSendReferral(withBody(change), TODAY))).toEqual({ [field]: message });
  });

  it('names every failing field at once', () => {
    expect(Object.keys(fieldsOf(() => checkSendReferral({} as SendReferralRequest, TODAY))!).sort()).toEqual(
      ['carePlan.issuedOn', 'carePlan.reason', 'carePlan.sessionsApproved', 'funding', 'patient.email', 'patient.firstName', 'patient.lastName', 'urgency'].sort(),
    );
  });
});

describe('checkAnswer (the review referral: up to 4 more sessions)', () => {
  it.each<[number, boolean]>([
    [0, false],
    [1, true],
    [4, true],
    [5, false],
    [1.5, false],
  ])('%s more sessions → accepted %s', (n, ok) => {
    const fields = fieldsOf(() => checkAnswer({ issuedOn: '2026-11-24', additionalSessions: n }, TODAY));
    expect(fields).toEqual(ok ? undefined : { additionalSessions: 'Enter the further sessions approved (1 to 4).' });
  });

  it('refuses a future date and keeps a trimmed note', () => {
    expect(fieldsOf(() => checkAnswer({ issuedOn: '2026-12-01', additionalSessions: 4 }, TODAY))).toEqual({ issuedOn: 'The referral date cannot be in the future.' });
    expect(checkAnswer({ issuedOn: '2026-11-24', additionalSessions: 4, note: '  Continue CBT. ' }, TODAY)).toEqual({ issuedOn: '2026-11-24', additionalSessions: 4, note: 'Continue CBT.' });
  });
});

it.each([
  ['2026-11-20', '2027-11-19'],
  ['2024-02-29', '2025-02-28'],
  ['2026-01-01', '2026-12-31'],
])('a referral dated %s is valid until %s', (from, until) => expect(twelveMonthsFrom(from)).toBe(until));
