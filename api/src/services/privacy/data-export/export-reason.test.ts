import { HttpProblem } from '../../../http/problem';
import { EXPORT_REASON_MAX_LENGTH, EXPORT_REASON_MISSING, exportReason } from './export-reason';

describe('exportReason', () => {
  it.each([
    ['Access request AR-12', 'Access request AR-12'],
    ['  padded  ', 'padded'],
    ['x'.repeat(EXPORT_REASON_MAX_LENGTH), 'x'.repeat(EXPORT_REASON_MAX_LENGTH)],
  ])('keeps %j as %j', (given, kept) => {
    expect(exportReason(given)).toBe(kept);
  });

  it.each([[undefined], [''], ['   '], [42], ['x'.repeat(EXPORT_REASON_MAX_LENGTH + 1)]])('refuses %j with 422 naming the reason', (given) => {
    let problem: unknown;
    try {
      exportReason(given);
    } catch (error) {
      problem = error;
    }
    expect(problem).toBeInstanceOf(HttpProblem);
    expect((problem as HttpProblem).status).toBe(422);
    expect(Object.keys((problem as HttpProblem).fields ?? {})).toEqual(['reason']);
  });

  it('says what is missing', () => {
    expect(() => exportReason(' ')).toThrow(EXPORT_REASON_MISSING);
  });
});
