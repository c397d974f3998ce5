import { centsOf, fundingRouteWords, refundQuestion, statusWords, whenWords } from './payment-words';

describe('payment words', () => {
  it.each<[string, number | undefined]>([
    ['50', 5000],
    ['$1,164.50', 116450],
    [' 0.05 ', 5],
    ['12.345', undefined],
    ['ten', undefined],
    ['', undefined],
  ])('centsOf(%j) = %j', (typed, cents) => {
    expect(centsOf(typed)).toBe(cents);
  });

  it('shows instants on Sydney time, whatever the browser zone', () => {
    // 2026-11-26T05:45Z is 4:45 pm in Sydney (daylight saving, +11).
    expect(whenWords('2026-11-26T05:45:00Z')).toMatch(/^26 Nov 2026, 4:45\s?pm$/);
  });

  it('names funding routes and statuses in words', () => {
    expect(fundingRouteWords('BulkBilled')).toBe('Medicare (bulk billed)');
    expect(fundingRouteWords('Something new')).toBe('Something new');
    expect(statusWords('RequiresAction')).toBe('Waiting for the client to confirm with their bank');
  });

  it('asks before a refund with the amount, the client and the reason', () => {
    expect(refundQuestion(5000, { paidCents: 22000, clientEmail: 'c@example.test', sessionStartDate: '2026-11-26T05:45:00Z' }, 'Started late')).toMatch(
      /^Refund \$50\.00 of the \$220\.00 paid by c@example\.test for the session of 26 Nov 2026, 4:45\s?pm\? Reason: Started late\. The money goes back to their card; a refund cannot be undone\.$/,
    );
  });
});
