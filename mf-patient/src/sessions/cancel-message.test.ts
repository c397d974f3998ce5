import { cancelMessage, rescheduleMessage } from './cancel-message';

const base = { sessionId: 's', lateCancellationHours: 24, lateCancellationFeeCents: 12105, freeCancellationUntil: '2026-11-30T23:00:00.000Z' };

describe('cancelMessage', () => {
  it('names the fee of a late cancellation', () => {
    expect(cancelMessage({ ...base, isLateCancellation: true, feeCents: 12105, rescheduleFeeCents: 12105 }, 'Australia/Sydney')).toBe(
      'This is a late cancellation (less than 24 hours before the start). A cancellation fee of $121.05 will be charged to your card.',
    );
  });
  it('says when cancelling is free, on the client clock', () => {
    expect(cancelMessage({ ...base, isLateCancellation: false, feeCents: 0, rescheduleFeeCents: 0 }, 'Australia/Perth')).toMatch(
      // ICU versions join date and time with ", " or " at ".
      /^Cancelling now is free \(free until Tuesday 1 December 2026(,| at) 7:00 am AWST\)\.$/,
    );
  });
  it('a late cancellation without a fee says so', () => {
    expect(cancelMessage({ ...base, isLateCancellation: true, feeCents: 0, rescheduleFeeCents: 0 }, 'Australia/Sydney')).toBe('This is a late cancellation, but there is no cancellation fee.');
  });
  it('a late fee already owed for a late reschedule stays owed', () => {
    expect(cancelMessage({ ...base, isLateCancellation: false, feeCents: 4000, rescheduleFeeCents: 0 }, 'Australia/Sydney')).toBe(
      'Cancelling adds no fee now, but the late fee of $40.00 for moving this session inside its 24-hour window is still charged to your card.',
    );
  });
});

describe('rescheduleMessage', () => {
  it('inside the window: moving counts as a late cancellation, unless the psychologist moves it', () => {
    expect(rescheduleMessage({ ...base, isLateCancellation: true, feeCents: 12105, rescheduleFeeCents: 12105 }, 'Australia/Sydney')).toBe(
      'This session starts within 24 hours, so moving it now counts as a late cancellation: a late fee of $121.05 is charged with the session. To move it without the fee, ask your psychologist to move it for you.',
    );
  });
  it('outside the window: free until when, and what comes after', () => {
    expect(rescheduleMessage({ ...base, isLateCancellation: false, feeCents: 0, rescheduleFeeCents: 0 }, 'Australia/Perth')).toMatch(
      /^Moving this session is free until Tuesday 1 December 2026(,| at) 7:00 am AWST\. After that, moving it counts as a late cancellation: a late fee of \$121\.05\.$/,
    );
  });
  it('a session whose terms carry no fee', () => {
    expect(rescheduleMessage({ ...base, lateCancellationFeeCents: 0, isLateCancellation: true, feeCents: 0, rescheduleFeeCents: 0 }, 'Australia/Perth')).toBe('Moving this session is free.');
  });
});
