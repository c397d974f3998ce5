import { referralStatus, type ReferralFacts } from './referral-status';
import { afterReview } from './answer-review-request';
import { orderForGp } from './list-gp-referrals';
import type { GpReferralItem } from './referrals.types';

const none: ReferralFacts = { awaitingSignup: false, sessionsBooked: 0, sessionsCompleted: 0, reportReceived: false, reviewOpen: false };

describe('referralStatus: the most pressing first', () => {
  it.each<[string, Partial<ReferralFacts>, string]>([
    ['existing client, nothing booked', {}, 'Sent'],
    ['new patient not yet joined', { awaitingSignup: true }, 'PatientInvited'],
    ['joined and booked', { sessionsBooked: 1 }, 'Booked'],
    ['sessions completed', { sessionsBooked: 3, sessionsCompleted: 2 }, 'InTreatment'],
    ['report after 6 sessions', { sessionsBooked: 6, sessionsCompleted: 6, reportReceived: true }, 'ReportReceived'],
    ['review requested beats a report', { sessionsBooked: 6, sessionsCompleted: 6, reportReceived: true, reviewOpen: true }, 'ReviewRequested'],
  ])('%s → %s', (_, facts, status) => expect(referralStatus({ ...none, ...facts })).toBe(status));
});

describe('afterReview: sessions on the referral after the GP adds more', () => {
  it.each<[number | undefined, number, number]>([
    [6, 4, 10],
    [undefined, 4, 10],
    [6, 2, 8],
    [8, 4, 10],
  ])('%s approved + %s → %s', (approved, added, total) => expect(afterReview(approved, added)).toBe(total));
});

it('orders what needs the GP first, then newest', () => {
  const item = (itemId: string, date: string, needsAction: boolean) => ({ itemId, date, needsAction }) as GpReferralItem;
  expect(orderForGp([item('a', '2026-11-01', false), item('b', '2026-10-01', true), item('c', '2026-11-02', false)]).map((i) => i.itemId)).toEqual(['b', 'c', 'a']);
});
