import { HttpProblem } from '../../../http/problem';
import { decisionReason } from './decision-reason';

describe('decisionReason', () => {
  it.each([
    ['  Registration lapsed. ', 'Registration lapsed.'],
    ['x'.repeat(1000), 'x'.repeat(1000)],
  ])('keeps %j as %j', (input, expected) => {
    expect(decisionReason(input)).toBe(expected);
  });

  it.each([
    [undefined, 'Enter the reason: the practitioner is emailed it.'],
    ['', 'Enter the reason: the practitioner is emailed it.'],
    ['   \n ', 'Enter the reason: the practitioner is emailed it.'],
    [42, 'Enter the reason: the practitioner is emailed it.'],
    ['x'.repeat(1001), 'Keep the reason to 1000 characters or fewer.'],
  ])('refuses %j with a 422 naming the reason', (input, message) => {
    let thrown: unknown;
    try {
      decisionReason(input);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(HttpProblem);
    expect(thrown).toMatchObject({ status: 422, fields: { reason: message } });
  });
});
