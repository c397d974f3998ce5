import { HttpProblem } from '../../../http/problem';
import { sydneyDateRange } from './audit-search-query';

describe('sydneyDateRange', () => {
  it.each([
    // AEST (+10) in winter, AEDT (+11) in summer: a Sydney day starts the day before in UTC.
    ['2026-07-01', '2026-07-01', '2026-06-30T14:00:00.000Z', '2026-07-01T13:59:59.999Z'],
    ['2026-01-15', '2026-01-16', '2026-01-14T13:00:00.000Z', '2026-01-16T12:59:59.999Z'],
    // The day clocks go forward (4 October 2026): 23 hours long.
    ['2026-10-04', '2026-10-04', '2026-10-03T14:00:00.000Z', '2026-10-04T12:59:59.999Z'],
  ])('covers %s to %s in Sydney as %s to %s', (fromDate, toDate, from, to) => {
    const range = sydneyDateRange(fromDate, toDate);
    expect(range.from?.toISOString()).toBe(from);
    expect(range.to?.toISOString()).toBe(to);
  });

  it('leaves an open end open', () => {
    expect(sydneyDateRange()).toEqual({});
    expect(sydneyDateRange('2026-07-01').to).toBeUndefined();
    expect(sydneyDateRange(undefined, '2026-07-01').from).toBeUndefined();
  });

  it.each([
    ['1/7/2026', undefined, 'fromDate', 'Use a date like 2026-07-01.'],
    ['2026-02-30', undefined, 'fromDate', 'Use a date like 2026-07-01.'],
    [undefined, '2026-13-01', 'toDate', 'Use a date like 2026-07-01.'],
    ['2026-07-02', '2026-07-01', 'toDate', 'The end date is before the start date.'],
  ])('refuses from %s to %s naming %s', (fromDate, toDate, field, message) => {
    let thrown: unknown;
    try {
      sydneyDateRange(fromDate, toDate);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(HttpProblem);
    expect(thrown).toMatchObject({ status: 422, fields: { [field]: message } });
  });
});
