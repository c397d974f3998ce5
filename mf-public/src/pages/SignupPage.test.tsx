import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, createTestPlatform, renderArea, agreeToTerms, SIGNUP_TERMS_ROUTE, TEST_TERMS_VERSION, type StubReply } from '@harbour/area-runtime/src/testing';
import { App } from '../App';
import { hcf } from '../test-support/referrers';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => {
  network.restore();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const REGISTERED: Record<string, StubReply> = {
  'POST /api/users/register/patient': { status: 201, body: { patientRegistrationId: 'pat-reg-2', email: 'ada@example.com' } },
  [`GET /api/users/referrers/${hcf.id}`]: { status: 200, body: hcf },
  ...SIGNUP_TERMS_ROUTE,
};

async function signUp(extra: Record<string, string> = {}) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Mobile phone'), '0412 345 678');
  await user.type(screen.getByLabelText('Postcode'), '3000');
  for (const [label, value] of Object.entries(extra)) await user.type(screen.getByLabelText(label), value);
  await user.type(screen.getByLabelText('Password'), 'analytical-engine-1');
  await agreeToTerms(user);
  await user.click(screen.getByRole('button', { name: /Create account/ }));
  await screen.findByRole('heading', { name: 'Check your email' });
  return network.calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
}

describe('client sign-up (/signup)', () => {
  it('signs up without a partner when none is stored', async () => {
    network = stubFetch(REGISTERED);
    createTestPlatform();
    renderArea(<App />, { route: '/signup' });
    const body = await signUp();
    expect(body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '0412 345 678',
      postcode: '3000',
      password: 'analytical-engine-1',
      acceptedTermsVersion: TEST_TERMS_VERSION,
    });
  });

  it('asks for agreement to the terms and privacy policy before sending anything', async () => {
    network = stubFetch(REGISTERED);
    createTestPlatform();
    renderArea(<App />, { route: '/signup' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Postcode'), '3000');
    await user.type(screen.getByLabelText('Password'), 'analytical-engine-1');
    await user.click(screen.getByRole('button', { name: /Create account/ }));
    const box = screen.getByRole('checkbox', { name: /^I agree to the terms of use/ });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription('Agree to the terms of use and the privacy policy to create an account.');
    expect(network.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("uses a stored, unexpired referrer: its id is sent and its fields are asked for", async () => {
    window.localStorage.setItem('rf', JSON.stringify({ value: hcf.id, expiry: Date.now() + 60_000 }));
    network = stubFetch(REGISTERED);
    createTestPlatform();
    renderArea(<App />, { route: '/signup' });
    const body = await signUp({ 'Member number reference': '2', 'Member number': '87654321' });
    expect(body).toMatchObject({ referrerId: hcf.id, signupFields: { memberNumber: '87654321', memberNumberReference: '2' } });
  });

  it('ignores an expired stored referrer', async () => {
    window.localStorage.setItem('rf', JSON.stringify({ value: hcf.id, expiry: Date.now() - 1 }));
    network = stubFetch(REGISTERED);
    createTestPlatform();
    renderArea(<App />, { route: '/signup' });
    const body = await signUp();
    expect(body).not.toHaveProperty('referrerId');
    expect(screen.queryByLabelText('Member number')).not.toBeInTheDocument();
  });
});
