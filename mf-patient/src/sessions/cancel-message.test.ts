import { cancelMessage } from './cancel-message';

describe('cancelMessage', () => {
  const base = { sessionId: 's', lateCancellationHours: 24, freeCancellationUntil: '2026-11-30T23:00:00.000Z' };
  it('names the fee of a late cancellation', () => {
    expect(cancelMessage({ ...base, isLateCancellation: true, feeCents: 12105 }, 'Australia/Sydney')).toBe(
      'This is a late cancellation (less than 24 hours before the start). A cancellation fee of $121.05 will be charged to your card.',
    );
  });
  it('says when cancelling is free, on the client clock', () => {
    expect(cancelMessage({ ...base, isLateCancellation: false, feeCents: 0 }, 'Australia/Perth')).toMatch(
      // ICU versions join date and time with ", " or " at ".
      /^Cancelling now is free \(free until Tuesday 1 December 2026(,| at) 7:00 am AWST\)\.$/,
    );
  });
  it('a late cancellation without a fee says so', () => {
    expect(cancelMessage({ ...base, isLateCancellation: true, feeCents: 0 }, 'Australia/Sydney')).toBe('This is a late cancellation, but there is no cancellation fee.');
  });
});
