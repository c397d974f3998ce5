import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, createTestPlatform, renderArea, agreeToTerms, SIGNUP_TERMS_ROUTE, TEST_TERMS_VERSION } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const ID = '9b2f6a9e-4c1d-4e5b-9a51-2f6d3c1b7e40';
const notFound = { status: 404, body: { status: 404, title: 'Not Found', detail: 'Not found.' } };

describe('finishing a partial account (/signup/{partialAccountId})', () => {
  it('welcomes the person, sends the code, takes code, password and their agreement to the terms, then offers sign-in', async () => {
    network = stubFetch({
      ...SIGNUP_TERMS_ROUTE,
      [`GET /api/users/referrers/${ID}`]: notFound,
      [`GET /api/users/partial-accounts/${ID}`]: {
        status: 200,
        body: { partialAccountId: ID, firstName: 'Sam', maskedEmail: 's***@example.com', completed: false },
      },
      [`POST /api/users/partial-accounts/${ID}/verification/send`]: { status: 204 },
      [`POST /api/users/partial-accounts/${ID}/verification/validate`]: { status: 200, body: { userId: 'user-5' } },
    });
    const platform = createTestPlatform();
    renderArea(<App />, { route: `/signup/${ID}` });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Welcome back, Sam' })).toBeInTheDocument();
    expect(screen.getByText('s***@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    await user.type(await screen.findByLabelText('Verification code'), '445566');
    await user.type(screen.getByLabelText('Password'), 'a-new-password-9');
    // Someone else started the account: the person agrees to the terms here, or nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('checkbox', { name: /^I agree to the terms of use/ })).toHaveAccessibleDescription('Agree to the terms of use and the privacy policy to create an account.');
    expect(network.calls.filter((call) => call.path.endsWith('/verification/validate'))).toEqual([]);
    await agreeToTerms(user);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeInTheDocument();
    expect(network.calls.find((call) => call.path.endsWith('/verification/validate'))?.body).toEqual({ verificationCode: '445566', password: 'a-new-password-9', acceptedTermsVersion: TEST_TERMS_VERSION });
    await user.click(screen.getByRole('button', { name: 'Sign in to your account' }));
    expect(platform.signIn).toHaveBeenCalledWith({ returnTo: '/account' });
  });

  it('shows the not-found view for an id that is neither a partner nor a partial account', async () => {
    network = stubFetch({});
    createTestPlatform();
    renderArea(<App />, { route: '/signup/no-such-thing' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
