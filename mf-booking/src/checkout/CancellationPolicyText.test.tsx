import { render, screen } from '@testing-library/react';
import { CancellationPolicyText } from './CancellationPolicyText';

describe('the cancellation terms before booking', () => {
  it('says the window, the fee, that a late reschedule counts as a late cancellation, and that the terms stay', () => {
    render(<CancellationPolicyText policy={{ lateCancellationHours: 24, lateCancellationFeeCents: 5000, freeCancellationUntil: '2026-11-30T23:00:00.000Z' }} timeZone="Australia/Perth" />);
    const text = screen.getByTestId('cancellation-policy').textContent ?? '';
    expect(text).toMatch(/^You can cancel or reschedule free of charge until Tuesday 1 December 2026(,| at) 7:00 am AWST \(24 hours before the session\)\./);
    expect(text).toContain('After that, your psychologist’s late-cancellation fee of $50.00 is charged to your card.');
    expect(text).toContain('Moving the session yourself after then counts as a late cancellation too');
    expect(text).toContain('These terms stay with your booking, even if your psychologist changes them later.');
  });

  it('a psychologist without a fee', () => {
    render(<CancellationPolicyText policy={{ lateCancellationHours: 48, lateCancellationFeeCents: 0, freeCancellationUntil: '2026-11-30T23:00:00.000Z' }} timeZone="Australia/Sydney" />);
    expect(screen.getByTestId('cancellation-policy')).toHaveTextContent('Your psychologist charges no late-cancellation fee for this session.');
  });
});
