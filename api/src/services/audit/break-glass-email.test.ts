import { breakGlassEmail } from './break-glass-email';

describe('the email of a break-glass read', () => {
  const at = new Date('2026-07-01T00:30:00Z');

  it('says what was read, when in the recipient’s zone, and the reason; the subject stays as given', () => {
    const email = breakGlassEmail('Sam', 'An administrator read your case notes', 'read 2 of your case notes about Alex Client', at, 'Australia/Perth', 'Complaint C-12.');
    expect(email.subject).toBe('An administrator read your case notes');
    expect(email.text.split('\n')).toEqual([
      'Hi Sam,',
      '',
      'On Wednesday 1 July 2026, 8:30 am AWST, a Harbour administrator read 2 of your case notes about Alex Client. The reason they gave:',
      '',
      'Complaint C-12.',
      '',
      "The read is recorded in the client's audit trail. If you have concerns, reply to this email.",
      '',
      'Harbour',
    ]);
  });

  it('shows the time in the zone it is given (Sydney for the same instant)', () => {
    expect(breakGlassEmail('Sam', 's', 'read x', at, 'Australia/Sydney', 'r').text).toContain('On Wednesday 1 July 2026, 10:30 am AEST, a Harbour administrator read x.');
  });
});
