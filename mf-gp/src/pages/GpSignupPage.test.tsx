import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, unprocessable, type StubReply, createTestPlatform, renderArea, agreeToTerms, SIGNUP_TERMS_ROUTE, TEST_TERMS_VERSION } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Grace');
  await user.type(screen.getByLabelText('Last name'), 'Hopper');
  await user.type(screen.getByLabelText('Email'), 'grace@example.com');
  await user.type(screen.getByLabelText('Practice name'), 'Harbour Medical');
  await user.type(screen.getByLabelText('Provider number'), '4024742f');
  await user.type(screen.getByLabelText('Password'), 'correct-horse-1');
  await agreeToTerms(user);
}

function setUp(reply: StubReply) {
  network = stubFetch({ ...SIGNUP_TERMS_ROUTE, 'POST /api/users/register/gp': reply });
  const platform = createTestPlatform();
  renderArea(<App />, { route: '/gp/signup' });
  return { platform, user: userEvent.setup() };
}

describe('GP sign-up', () => {
  it('sends the registration and moves on to /gp/verify with the registration id and email', async () => {
    const { platform, user } = setUp({ status: 201, body: { gpRegistrationId: 'reg-42', email: 'grace@example.com' } });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: /Create account/ }));

    expect(network.calls.find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      practiceName: 'Harbour Medical',
      providerNumber: '4024742F',
      password: 'correct-horse-1',
      acceptedTermsVersion: TEST_TERMS_VERSION,
    });
    expect(platform.navigate).toHaveBeenCalledWith('/gp/verify?registration=reg-42&email=grace%40example.com');
  });

  it("shows the API's field errors beside the fields and keeps what was typed", async () => {
    const { platform, user } = setUp(unprocessable({ email: 'Enter a valid email address.' }, 'email: Enter a valid email address.'));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: /Create account/ }));

    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Enter a valid email address\.$/);
    expect(screen.getByLabelText('First name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Password')).toHaveValue('correct-horse-1');
    expect(platform.navigate).not.toHaveBeenCalled();
  });

  it('checks the provider number as it is typed once the field has been left', async () => {
    const { user } = setUp({ status: 500 });
    const providerNumber = screen.getByLabelText('Provider number');
    await user.type(providerNumber, '4024742A');
    expect(providerNumber).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(providerNumber).toHaveAttribute('aria-invalid', 'true');
    expect(providerNumber).toHaveAccessibleDescription(expect.stringContaining('not a valid Medicare provider number'));
    await user.clear(providerNumber);
    await user.type(providerNumber, '4024742F');
    expect(providerNumber).not.toHaveAttribute('aria-invalid');
  });

  it('asks for the required fields before sending anything', async () => {
    const { user } = setUp({ status: 500 });
    await user.click(screen.getByRole('button', { name: /Create account/ }));
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('Provider number')).toHaveAccessibleDescription(expect.stringContaining('Enter your Medicare provider number.'));
    expect(screen.getByRole('checkbox', { name: /^I agree to the terms of use/ })).toHaveAccessibleDescription('Agree to the terms of use and the privacy policy to create an account.');
    expect(network.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
