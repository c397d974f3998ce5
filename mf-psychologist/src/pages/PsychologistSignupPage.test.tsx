import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, unprocessable, type StubReply, createTestPlatform, renderArea, agreeToTerms, SIGNUP_TERMS_ROUTE, TEST_TERMS_VERSION } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

function setUp(routes: Record<string, StubReply>, route = '/psychologists/signup') {
  network = stubFetch({
    'GET /api/users/specialisations': { status: 200, body: [] },
    'GET /api/users/treatment-modalities': { status: 200, body: [] },
    ...SIGNUP_TERMS_ROUTE,
    ...routes,
  });
  const platform = createTestPlatform();
  renderArea(<App />, { route });
  return { platform, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  // The sign-up page loads on first visit (App lazy-loads it).
  await user.type(await screen.findByLabelText('First name'), 'Carl');
  await user.type(screen.getByLabelText('Last name'), 'Rogers');
  await user.type(screen.getByLabelText('Email'), 'carl@example.com');
  await user.type(screen.getByLabelText('Postcode'), '2000');
  await user.type(screen.getByLabelText('Password'), 'client-centred-1');
  await agreeToTerms(user);
}

describe('psychologist sign-up', () => {
  it('registers, reaches the verify step, and signs in to the practice home after the code', async () => {
    const { platform, user } = setUp({
      'POST /api/users/register/psychologist': { status: 201, body: { psychologistRegistrationId: 'psy-reg-1', email: 'carl@example.com' } },
      'POST /api/users/register/psychologist/psy-reg-1/verify': { status: 200, body: { userId: 'user-9' } },
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: /Create account/ }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(network.calls.find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Carl',
      lastName: 'Rogers',
      email: 'carl@example.com',
      postcode: '2000',
      password: 'client-centred-1',
      acceptedTermsVersion: TEST_TERMS_VERSION,
    });
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in to your account' }));
    expect(platform.signIn).toHaveBeenCalledWith({ returnTo: '/psychologists/account' });
  });

  it('keeps the verify step on reload: it is in the URL', async () => {
    setUp({}, '/psychologists/signup?registration=psy-reg-1&email=carl%40example.com');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('carl@example.com')).toBeInTheDocument();
  });

  it("shows the API's field errors beside the fields and keeps what was typed", async () => {
    const { user } = setUp({
      'POST /api/users/register/psychologist': unprocessable({ postcode: 'Enter a 4-digit Australian postcode.' }),
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: /Create account/ }));

    const postcode = await screen.findByLabelText('Postcode');
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(postcode).toHaveAccessibleDescription('Enter a 4-digit Australian postcode.');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a 4-digit Australian postcode.');
    expect(screen.getByLabelText('Email')).toHaveValue('carl@example.com');
  });

  it('says when the email is already registered', async () => {
    const { user } = setUp({
      'POST /api/users/register/psychologist': {
        status: 409,
        body: { status: 409, title: 'Conflict', detail: 'An account with this email already exists.' },
      },
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: /Create account/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An account with this email already exists.'));
  });

  it('refuses a provider number that is not a real one, without a round trip', async () => {
    const { user } = setUp({});
    await fillIn(user);
    await user.type(screen.getByLabelText('Provider number'), '4024742A');
    await user.click(screen.getByRole('button', { name: /Create account/ }));

    expect(screen.getByLabelText('Provider number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Provider number')).toHaveFocus();
    expect(network.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
