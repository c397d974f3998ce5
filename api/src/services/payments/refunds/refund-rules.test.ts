import { dollars, refundableCents, refundAmountProblem } from './refund-rules';

describe('refundableCents', () => {
  it.each<[string, number, { amountCents: number; status: 'Processing' | 'Succeeded' | 'Failed' }[], number]>([
    ['nothing refunded', 22000, [], 22000],
    ['one partial refund', 22000, [{ amountCents: 5000, status: 'Succeeded' }], 17000],
    ['a refund being made counts', 22000, [{ amountCents: 5000, status: 'Processing' }], 17000],
    ['a failed refund does not', 22000, [{ amountCents: 5000, status: 'Failed' }], 22000],
    ['fully refunded', 22000, [{ amountCents: 20000, status: 'Succeeded' }, { amountCents: 2000, status: 'Succeeded' }], 0],
  ])('%s', (_, paid, refunds, left) => {
    expect(refundableCents(paid, refunds)).toBe(left);
  });
});

describe('refundAmountProblem', () => {
  it.each<[string, number, number, string | undefined]>([
    ['all that is left', 17000, 17000, undefined],
    ['one cent', 1, 17000, undefined],
    ['more than is left', 17001, 17000, 'Refund at most $170.00: that is what is left of the $220.00 paid.'],
    ['zero', 0, 17000, 'Enter an amount of at least one cent.'],
    ['negative', -5, 17000, 'Enter an amount of at least one cent.'],
    ['a fraction of a cent', 10.5, 17000, 'Enter an amount of at least one cent.'],
    ['nothing left', 100, 0, 'Nothing is left to refund: the $220.00 paid has been refunded.'],
  ])('%s', (_, amount, left, problem) => {
    expect(refundAmountProblem(amount, left, 22000)).toBe(problem);
  });

  it('writes cents as dollars', () => {
    expect(dollars(5)).toBe('$0.05');
    expect(dollars(12345)).toBe('$123.45');
  });
});
