import { HttpProblem } from '../../../http/problem';
import type { NewDiscountCodeRequest } from './discount-codes.types';
import { newDiscountCode } from './new-discount-code-rules';

// 26 Nov 2026, 10:00 in Sydney.
const NOW = new Date('2026-11-25T23:00:00Z');
const valid: NewDiscountCodeRequest = { code: ' spring-26 ', percentOff: 15, limit: 50, expiresOn: '2026-12-31' };

function failingFields(body: Record<string, unknown>): string[] {
  try {
    newDiscountCode(body as unknown as NewDiscountCodeRequest, NOW);
  } catch (err) {
    expect(err).toBeInstanceOf(HttpProblem);
    return Object.keys((err as HttpProblem).fields ?? {}).sort();
  }
  return [];
}

describe('a new discount code', () => {
  it('is upper case, once per client, with its limit, valid to the end of its Sydney day', () => {
    expect(newDiscountCode(valid, NOW)).toEqual({
      _id: 'SPRING-26',
      percentOff: 15,
      usage: 'once-per-client',
      limit: 50,
      validUntil: new Date('2026-12-31T12:59:59.999Z'),
    });
    expect(newDiscountCode({ code: 'TENOFF', amountOffCents: 1000, limit: 1 }, NOW)).toEqual({ _id: 'TENOFF', amountOffCents: 1000, usage: 'once-per-client', limit: 1 });
    // Today (Sydney) is still a valid last day.
    expect(newDiscountCode({ ...valid, expiresOn: '2026-11-26' }, NOW).validUntil).toEqual(new Date('2026-11-26T12:59:59.999Z'));
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['a short code', { code: 'AB' }, ['code']],
    ['spaces inside the code', { code: 'TEN OFF' }, ['code']],
    ['both a percentage and an amount', { amountOffCents: 500 }, ['amountOffCents']],
    ['neither a percentage nor an amount', { percentOff: undefined }, ['percentOff']],
    ['a percentage over 100', { percentOff: 101 }, ['percentOff']],
    ['a fractional amount', { percentOff: undefined, amountOffCents: 10.5 }, ['amountOffCents']],
    ['a limit of 0', { limit: 0 }, ['limit']],
    ['no limit', { limit: undefined }, ['limit']],
    ['yesterday as the last day', { expiresOn: '2026-11-25' }, ['expiresOn']],
    ['a day that does not exist', { expiresOn: '2026-02-30' }, ['expiresOn']],
  ])('refuses %s, naming the field', (_name, change, fields) => {
    expect(failingFields({ ...valid, ...change })).toEqual(fields);
  });
});
