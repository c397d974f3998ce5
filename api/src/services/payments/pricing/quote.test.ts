import { fundingRates } from '../../funding/rates/funding-rates.data';
import { NO_REFERRAL_REASON, referralUsedUpWarning } from '../../funding/entitlements/entitlements';
import { quoteSession, rateOn, type QuoteInput } from './quote';

const base: QuoteInput = {
  route: 'Private',
  feeCents: 22000,
  durationMinutes: 50,
  practitionerType: 'Psychologist',
  sessionDate: '2026-12-01',
  rates: fundingRates,
  entitlement: { eligible: true, warnings: [] },
};
/** What the entitlement rules answer for a client with a referral and 2 sessions used. */
const referral: QuoteInput['entitlement'] = { eligible: true, warnings: [], medicare: { sessionNumberThisYear: 3, sessionNumberOnReferral: 3, sessionsPerYear: 10, sessionsPerReferral: 6 } };
const usedUp = referralUsedUpWarning(7, 6);

type Row = [string, Partial<QuoteInput>, { eligible: boolean; feeCents: number; rebateCents: number; funderPaysCents: number; discountCents: number; outOfPocketCents: number; item?: string }];

describe('quoteSession', () => {
  it.each<Row>([
    ['private', {}, { eligible: true, feeCents: 22000, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 22000 }],
    ['private with 10 % off', { discount: { code: 'WELCOME10', percentOff: 10 } }, { eligible: true, feeCents: 22000, rebateCents: 0, funderPaysCents: 0, discountCents: 2200, outOfPocketCents: 19800 }],
    ['Medicare, psychologist, 2025–26 rebate', { route: 'Medicare', entitlement: referral }, { eligible: true, feeCents: 22000, rebateCents: 9895, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 12105, item: '91170' }],
    ['Medicare, clinical psychologist', { route: 'Medicare', practitionerType: 'ClinicalPsychologist', entitlement: referral }, { eligible: true, feeCents: 22000, rebateCents: 14525, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 7475, item: '91167' }],
    ['Medicare before 1 July 2025 uses the 2024 rate', { route: 'Medicare', sessionDate: '2025-06-30', entitlement: referral }, { eligible: true, feeCents: 22000, rebateCents: 9665, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 12335, item: '91170' }],
    ['Medicare 20 minutes', { route: 'Medicare', durationMinutes: 20, feeCents: 10000, entitlement: referral }, { eligible: true, feeCents: 10000, rebateCents: 7015, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 2985, item: '91169' }],
    ['Medicare discount comes off the gap only', { route: 'Medicare', entitlement: referral, discount: { code: 'X', amountOffCents: 50000 } }, { eligible: true, feeCents: 22000, rebateCents: 9895, funderPaysCents: 0, discountCents: 12105, outOfPocketCents: 0, item: '91170' }],
    ['Medicare without a referral: private price', { route: 'Medicare', entitlement: { eligible: false, reason: NO_REFERRAL_REASON, warnings: [] } }, { eligible: false, feeCents: 22000, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 22000 }],
    ['bulk-billed: no gap', { route: 'BulkBilled', entitlement: referral, psychologistBulkBills: true }, { eligible: true, feeCents: 9895, rebateCents: 9895, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 0, item: '91170' }],
    ['bulk-billed by a psychologist who does not bulk-bill', { route: 'BulkBilled', entitlement: referral, psychologistBulkBills: false }, { eligible: false, feeCents: 22000, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 22000 }],
    ['NDIS plan-managed: capped at the hourly limit pro rata', { route: 'NDIS', feeCents: 25000, ndis: { management: 'plan' } }, { eligible: true, feeCents: 19416, rebateCents: 0, funderPaysCents: 19416, discountCents: 0, outOfPocketCents: 0 }],
    ['NDIS self-managed: the participant pays and claims', { route: 'NDIS', ndis: { management: 'self' } }, { eligible: true, feeCents: 19416, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 19416 }],
    ['NDIS agency-managed: not through us', { route: 'NDIS', ndis: { management: 'agency' } }, { eligible: false, feeCents: 22000, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 22000 }],
    ['DVA Gold card: US14', { route: 'DVA', dva: { cardType: 'Gold' } }, { eligible: true, feeCents: 16340, rebateCents: 0, funderPaysCents: 16340, discountCents: 0, outOfPocketCents: 0, item: 'US14' }],
    ['DVA Orange card: not covered', { route: 'DVA', dva: { cardType: 'Orange' } }, { eligible: false, feeCents: 22000, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 22000 }],
    ['workers comp: the insurer pays', { route: 'WorkersComp' }, { eligible: true, feeCents: 22000, rebateCents: 0, funderPaysCents: 22000, discountCents: 0, outOfPocketCents: 0 }],
    ['workers comp past the approved sessions: private', { route: 'WorkersComp', entitlement: { eligible: false, reason: 'used', warnings: [] } }, { eligible: false, feeCents: 22000, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 22000 }],
    ['DVA past its 12 sessions: private', { route: 'DVA', dva: { cardType: 'Gold' }, entitlement: { eligible: false, reason: 'used', warnings: [] } }, { eligible: false, feeCents: 22000, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 22000 }],
    ['partner pays session 3 of 6', { route: 'Partnership' }, { eligible: true, feeCents: 22000, rebateCents: 0, funderPaysCents: 22000, discountCents: 0, outOfPocketCents: 0 }],
    ['partner sessions used up', { route: 'Partnership', entitlement: { eligible: false, reason: 'HCF has paid for the 6 sessions of your programme', warnings: [] } }, { eligible: false, feeCents: 22000, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 22000 }],
  ])('%s', (_name, input, expected) => {
    const quote = quoteSession({ ...base, ...input });
    expect(quote).toMatchObject(expected);
    expect(quote.feeCents).toBe(quote.rebateCents + quote.funderPaysCents + quote.discountCents + quote.outOfPocketCents);
    for (const cents of [quote.feeCents, quote.rebateCents, quote.outOfPocketCents]) expect(Number.isInteger(cents)).toBe(true);
  });

  it('a Medicare session the entitlement refuses is private, with its reason and usage', () => {
    const medicare = { sessionNumberThisYear: 7, sessionNumberOnReferral: 7, sessionsPerYear: 10, sessionsPerReferral: 6 };
    const quote = quoteSession({ ...base, route: 'Medicare', entitlement: { eligible: false, reason: usedUp, warnings: [usedUp], medicare } });
    expect(quote).toMatchObject({ eligible: false, rebateCents: 0, outOfPocketCents: 22000, reason: usedUp, warnings: [usedUp], medicare });
  });
});

describe('rateOn', () => {
  const medicarePsych = (r: (typeof fundingRates)[number]) => r.scheme === 'Medicare' && r.practitionerType === 'Psychologist' && r.minMinutes === 50;
  it.each([
    ['2023-10-31', undefined],
    ['2023-11-01', 9335],
    ['2024-07-01', 9665],
    ['2025-06-30', 9665],
    ['2025-07-01', 9895],
  ])('on %s the rebate is %s', (date, rebate) => {
    expect(rateOn(fundingRates, medicarePsych, date)?.rebateCents).toBe(rebate);
  });
});
