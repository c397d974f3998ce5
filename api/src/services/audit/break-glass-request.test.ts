import { HttpProblem } from '../../http/problem';
import { breakGlassReason } from './break-glass-request';

describe('the reason of a break-glass read', () => {
  it.each([
    ['a reason, trimmed', '  Complaint C-12.  ', 'Complaint C-12.'],
    ['exactly 1000 characters', 'x'.repeat(1000), 'x'.repeat(1000)],
  ])('keeps %s', (_, reason, kept) => {
    expect(breakGlassReason(reason)).toBe(kept);
  });

  it.each([
    ['missing', undefined, 'Enter the reason: it is recorded and sent to the psychologists.'],
    ['blank', ' \n ', 'Enter the reason: it is recorded and sent to the psychologists.'],
    ['not text', 42, 'Enter the reason: it is recorded and sent to the psychologists.'],
    ['1001 characters', 'x'.repeat(1001), 'Keep the reason to 1000 characters or fewer.'],
  ])('refuses a reason %s with 422 naming it', (_, reason, message) => {
    let thrown: unknown;
    try {
      breakGlassReason(reason);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpProblem);
    expect(thrown).toMatchObject({ status: 422, fields: { reason: message } });
  });
});
