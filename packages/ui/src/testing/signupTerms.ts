import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { StubReply } from './fetchStub';

export const TEST_TERMS_VERSION = '2026-11-01';

/** The sign-up forms read the terms' version first: add this to a stubFetch's routes. */
export const SIGNUP_TERMS_ROUTE: Record<string, StubReply> = {
  'GET /api/users/register/terms': {
    status: 200,
    body: {
      version: TEST_TERMS_VERSION,
      documents: [
        { title: 'Terms of use', path: '/terms' },
        { title: 'Privacy policy', path: '/privacy' },
      ],
    },
  },
};

/** Ticks "I agree to the terms of use and the privacy policy" once the version has loaded. */
export async function agreeToTerms(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  const box = await screen.findByRole('checkbox', { name: /^I agree to the terms of use/ });
  await waitFor(() => expect(box).toBeEnabled());
  await user.click(box);
}
