import { screen } from '@testing-library/react';
import { createTestPlatform, renderArea, signedIn } from '@harbour/area-runtime/src/testing';
import { PracticeNav } from './PracticeNav';

describe('practice navigation', () => {
  it('links every section and marks the current one (a patient page counts as Patients)', () => {
    createTestPlatform(signedIn('Sam', 'psychologist'));
    renderArea(<PracticeNav />, { route: '/psychologists/account/patient/p-1' });
    const nav = screen.getByRole('navigation', { name: 'Your practice' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Home', 'Patients', 'Sessions', 'Case notes', 'Correspondence', 'Invoices', 'Custom bookings', 'Availability', 'Profile', 'Settings']);
    expect(screen.getByRole('link', { name: 'Patients' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
