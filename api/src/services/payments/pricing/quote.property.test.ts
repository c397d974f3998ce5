import fc from 'fast-check';
import { FUNDING_ROUTES, quoteSession, type QuoteInput } from './quote';
import { fundingRates } from '../../funding/rates/funding-rates.data';

/** Property tests of the money in every quote, whatever the route, fee, discount, date or entitlement. */
const input: fc.Arbitrary<QuoteInput> = fc.record({
  route: fc.constantFrom(...FUNDING_ROUTES),
  feeCents: fc.integer({ min: 0, max: 100_000 }),
  durationMinutes: fc.constantFrom(20, 50, 80),
  practitionerType: fc.constantFrom('ClinicalPsychologist' as const, 'Psychologist' as const),
  sessionDate: fc.date({ min: new Date('2023-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  rates: fc.constant(fundingRates),
  entitlement: fc.boolean().map((eligible): QuoteInput['entitlement'] => (eligible ? { eligible, warnings: [] } : { eligible, reason: 'Not covered.', warnings: ['Not covered.'] })),
  psychologistBulkBills: fc.boolean(),
  ndis: fc.option(fc.record({ management: fc.constantFrom('plan' as const, 'self' as const, 'agency' as const) }), { nil: undefined }),
  dva: fc.option(fc.record({ cardType: fc.constantFrom('Gold' as const, 'White' as const, 'Orange' as const) }), { nil: undefined }),
  discount: fc.option(
    fc.oneof(
      fc.record({ code: fc.constant('PCT'), percentOff: fc.integer({ min: 0, max: 100 }) }),
      fc.record({ code: fc.constant('AMT'), amountOffCents: fc.integer({ min: 0, max: 200_000 }) }),
    ),
    { nil: undefined },
  ),
});

describe('the money in a quote', () => {
  it('fee = rebate + funderPays + discount + outOfPocket, in whole cents, nothing negative', () => {
    fc.assert(
      fc.property(input, (i) => {
        const q = quoteSession(i);
        const parts = [q.feeCents, q.rebateCents, q.funderPaysCents, q.discountCents, q.outOfPocketCents];
        return parts.every((cents) => Number.isInteger(cents) && cents >= 0) && q.feeCents === q.rebateCents + q.funderPaysCents + q.discountCents + q.outOfPocketCents;
      }),
      { numRuns: 1000 },
    );
  });

  it('a route the entitlement refuses is priced privately: no rebate, no funder share, the reason given', () => {
    fc.assert(
      fc.property(input, (i) => {
        const q = quoteSession({ ...i, entitlement: { eligible: false, reason: 'Used up.', warnings: [] } });
        if (i.route === 'Private' || i.route === 'NDIS') return;
        expect(q).toMatchObject({ eligible: false, rebateCents: 0, funderPaysCents: 0, feeCents: i.feeCents });
        expect(q.reason).toBeTruthy();
      }),
      { numRuns: 500 },
    );
  });

  it('a discount never takes more than the client would pay, and never touches a funder’s share', () => {
    fc.assert(
      fc.property(input, (i) => {
        const without = quoteSession({ ...i, discount: undefined });
        const withIt = quoteSession(i);
        expect(withIt.rebateCents).toBe(without.rebateCents);
        expect(withIt.funderPaysCents).toBe(without.funderPaysCents);
        expect(withIt.discountCents).toBeLessThanOrEqual(without.outOfPocketCents);
      }),
      { numRuns: 500 },
    );
  });
});
