import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, unprocessable, type StubReply, createTestPlatform, renderArea, agreeToTerms, SIGNUP_TERMS_ROUTE, TEST_TERMS_VERSION } from '@harbour/area-runtime/src/testing';
import { App } from '../App';
import { hcf } from '../test-support/referrers';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => {
  network.restore();
  window.sessionStorage.clear();
});

function setUp(routes: Record<string, StubReply>, route = '/signup/hcf') {
  network = stubFetch({ 'GET /api/users/referrers/hcf': { status: 200, body: hcf }, ...SIGNUP_TERMS_ROUTE, ...routes });
  const platform = createTestPlatform();
  renderArea(<App />, { route });
  return { platform, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Postcode'), '2000');
  await user.type(screen.getByLabelText('Member number'), '12345678');
  await user.type(screen.getByLabelText('Member number reference'), '1');
  await user.type(screen.getByLabelText('Password'), 'analytical-engine-1');
  await agreeToTerms(user);
}

describe('client sign-up through a partner (/signup/hcf)', () => {
  it("renders the partner's extra fields from its signupFields", async () => {
    setUp({});
    const memberNumber = await screen.findByLabelText('Member number');
    expect(memberNumber).toBeRequired();
    expect(memberNumber).toHaveAttribute('maxlength', '12');
    expect(memberNumber).toHaveAttribute('pattern', '^[0-9]{6,12}$');
    expect(screen.getByLabelText('Member number reference')).toHaveAttribute('maxlength', '2');
    expect(screen.getByText('You are signing up with HCF.')).toBeInTheDocument();
  });

  it('sends the partner id and answers, reaches the verify step, and signs in with the one-time grant (no password again)', async () => {
    const { platform, user } = setUp({
      'POST /api/users/register/patient': { status: 201, body: { patientRegistrationId: 'pat-reg-1', email: 'ada@example.com' } },
      'POST /api/users/register/patient/pat-reg-1/verify': { status: 200, body: { userId: 'user-3', signInToken: 'grant-token' } },
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: /Create account/ }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(network.calls.find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      postcode: '2000',
      password: 'analytical-engine-1',
      acceptedTermsVersion: TEST_TERMS_VERSION,
      referrerId: hcf.id,
      signupFields: { memberNumber: '12345678', memberNumberReference: '1' },
    });

    // Neither the email nor the registration id is in the address.
    expect(window.location.search).toBe('');
    await user.type(screen.getByLabelText('Verification code'), '112233');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith('/auth/popup/login?token=grant-token'));
    expect(platform.signIn).not.toHaveBeenCalled();
  });

  it('without a grant (verified elsewhere), offers sign-in to the first-run page', async () => {
    const { platform, user } = setUp({
      'POST /api/users/register/patient': { status: 201, body: { patientRegistrationId: 'pat-reg-1', email: 'ada@example.com' } },
      'POST /api/users/register/patient/pat-reg-1/verify': { status: 410, body: { status: 410, title: 'Gone', detail: 'Already verified' } },
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: /Create account/ }));
    await user.type(await screen.findByLabelText('Verification code'), '112233');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in to your account' }));
    expect(platform.signIn).toHaveBeenCalledWith({ returnTo: '/account/welcome' });
  });

  it("shows the API's field errors beside the fields, extra fields included, and keeps what was typed", async () => {
    const { user } = setUp({
      'POST /api/users/register/patient': unprocessable({
        'signupFields.memberNumber': 'Enter a valid member number.',
        password: 'This password is too common. Please choose another.',
      }),
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: /Create account/ }));

    await waitFor(() => expect(screen.getByLabelText('Member number')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Member number')).toHaveAccessibleDescription('Enter a valid member number.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('This password is too common.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid member number. This password is too common.');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Member number')).toHaveValue('12345678');
  });

  it('checks the extra fields against their patterns before sending', async () => {
    const { user } = setUp({});
    await fillIn(user);
    await user.clear(screen.getByLabelText('Member number'));
    await user.type(screen.getByLabelText('Member number'), '12ab');
    await user.click(screen.getByRole('button', { name: /Create account/ }));

    expect(screen.getByLabelText('Member number')).toHaveAccessibleDescription('Enter a valid member number.');
    expect(screen.getByLabelText('Member number')).toHaveFocus();
    expect(network.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("keeps the verify step on reload (in this tab's sessionStorage, not the address); Start again empties it", async () => {
    window.sessionStorage.setItem('harbour.client-signup:/signup/hcf', JSON.stringify({ registrationId: 'pat-reg-1', email: 'ada@example.com' }));
    const { user } = setUp({});
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('harbour.client-signup:/signup/hcf')).toBeNull();
  });
});
