import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, createTestPlatform, renderArea, signedIn } from '@harbour/area-runtime/src/testing';
import { App } from '../App';
import { STEP_UP_REQUIRED } from '../step-up/step-up-words';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the page are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const LOOKUP = 'GET /api/users/admin/accounts';
const CLOSE = 'POST /api/users/admin/accounts/client-1/close';
const casey = {
  accountId: 'client-1',
  userType: 'client',
  firstName: 'Casey',
  lastName: 'Client',
  email: 'casey@example.com',
  verified: true,
  standing: 'approved',
  createdAt: '2026-03-01T01:00:00.000Z',
};

async function find(email: string) {
  createTestPlatform(signedIn('Ada', 'administrator'));
  renderArea(<App />, { route: '/admin/people' });
  await screen.findByRole('heading', { level: 1, name: 'People' });
  fireEvent.change(screen.getByLabelText('Email', { exact: true, selector: 'input' }), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Find the account' }));
}

describe('account actions on the people page', () => {
  it('unlocks a locked-out account and says so', async () => {
    network = stubFetch({
      [LOOKUP]: { status: 200, body: { ...casey, lockedOutUntil: '2026-11-26T03:15:00.000Z' } },
      'POST /api/users/admin/accounts/client-1/unlock': { status: 200, body: casey },
    });
    await find('casey@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Unlock sign-in' }));
    expect(await screen.findByText('Casey Client may sign in again now. The unlock is recorded in the audit trail.')).toHaveAttribute('role', 'status');
  });

  it('offers no unlock when the account is not locked out', async () => {
    network = stubFetch({ [LOOKUP]: { status: 200, body: casey } });
    await find('casey@example.com');
    expect(await screen.findByRole('button', { name: 'Close the account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlock sign-in' })).toBeNull();
  });

  it('resends a sign-up code when no account has the address, showing the API’s limit', async () => {
    let resends = 0;
    network = stubFetch({
      [LOOKUP]: { status: 404, body: { status: 404, title: 'Not Found', detail: 'No account has this email address.' } },
      'POST /api/users/admin/sign-ups/resend-code': () =>
        // The SDK tries a 429 once more after 200 ms: both refused.
        ++resends <= 2
          ? { status: 429, body: { status: 429, title: 'Too Many Requests', detail: 'A code was sent less than a minute ago. Please wait 40 seconds before asking for another.' } }
          : { status: 204 },
    });
    await find('new@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend the verification code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A code was sent less than a minute ago.');
    expect(network.calls.find((c) => c.path.endsWith('/resend-code'))?.body).toEqual({ email: 'new@example.com' });
    // Sent: the lookup asked again afterwards must not take the message away.
    fireEvent.click(screen.getByRole('button', { name: 'Resend the verification code' }));
    expect(await screen.findByText('A new verification code was emailed to new@example.com.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(network.calls.filter((c) => c.path === '/api/users/admin/accounts').length).toBeGreaterThanOrEqual(2));
    expect(screen.getByText('A new verification code was emailed to new@example.com.')).toBeInTheDocument();
  });

  it('closes only with the email typed and a fresh code, then shows the retention date', async () => {
    let proved = false;
    let closed = false;
    network = stubFetch({
      // As the API does: once closed, the address finds nothing (the page asks again after each action).
      [LOOKUP]: () => (closed ? { status: 404, body: { status: 404, title: 'Not Found', detail: 'No account has this email address.' } } : { status: 200, body: casey }),
      [CLOSE]: () => {
        if (!proved) return { status: 403, body: { status: 403, title: 'Forbidden', detail: STEP_UP_REQUIRED } };
        closed = true;
        return { status: 200, body: { accountId: 'client-1', closedAt: '2026-11-26T01:00:00.000Z', clinicalRecordsRetainedUntil: '2035-03-01' } };
      },
      'POST /api/identity/second-factor/step-up': () => {
        proved = true;
        return { status: 204 };
      },
    });
    await find('casey@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Close the account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the account of Casey Client' });
    const typed = within(dialog).getByLabelText('Type casey@example.com to confirm');
    fireEvent.change(typed, { target: { value: 'someone@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the account' }));
    expect(await within(dialog).findByText('Type the email address of the account to confirm.')).toBeInTheDocument();
    expect(network.calls.filter((c) => c.path.endsWith('/close'))).toEqual([]);

    fireEvent.change(typed, { target: { value: 'Casey@Example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the account' }));
    const codeDialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.change(within(codeDialog).getByLabelText('Authenticator code'), { target: { value: '123456' } });
    fireEvent.click(within(codeDialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(/The account of Casey Client is closed\. Its clinical records are kept until .*2035\./)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(network.calls.filter((c) => c.path.endsWith('/close')).map((c) => c.body)).toEqual([{ confirmEmail: 'Casey@Example.com' }, { confirmEmail: 'Casey@Example.com' }]));
  });

  it('offers closing a psychologist’s account, says what it does, and shows why the API refuses it', async () => {
    const sam = { ...casey, accountId: 'psychologist-1', userType: 'psychologist', firstName: 'Sam', lastName: 'Psychologist', email: 'sam@example.com' };
    const refusal = 'Sam Psychologist has 3 sessions to come. Cancel them (the clients are told and refunded) or ask the psychologist to, then close the account.';
    network = stubFetch({
      [LOOKUP]: { status: 200, body: sam },
      'POST /api/users/admin/accounts/psychologist-1/close': { status: 409, body: { status: 409, title: 'Conflict', detail: refusal } },
    });
    await find('sam@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Close the account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the account of Sam Psychologist' });
    expect(dialog).toHaveTextContent('Their directory listing goes');
    expect(dialog).toHaveTextContent('AHPRA registration and Medicare provider number stay');
    fireEvent.change(within(dialog).getByLabelText('Type sam@example.com to confirm'), { target: { value: 'sam@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the account' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    // The dialog stays open with what was typed, and nothing says it was closed.
    expect(within(dialog).getByLabelText('Type sam@example.com to confirm')).toHaveValue('sam@example.com');
    expect(screen.queryByText(/is closed\./)).toBeNull();
  });

  it('offers closing a GP’s account, with what is kept of theirs', async () => {
    const jordan = { ...casey, accountId: 'gp-1', userType: 'gp', firstName: 'Jordan', lastName: 'General', email: 'jordan@example.com' };
    network = stubFetch({ [LOOKUP]: { status: 200, body: jordan } });
    await find('jordan@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Close the account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the account of Jordan General' });
    expect(dialog).toHaveTextContent('The referrals and care plans they sent stay, with their name and Medicare provider number, kept for 7 years after their last referral.');
  });

  it('offers no closing for an administrator’s account', async () => {
    network = stubFetch({ [LOOKUP]: { status: 200, body: { ...casey, userType: 'administrator', email: 'ada@example.com' } } });
    await find('ada@example.com');
    expect(await screen.findByRole('heading', { name: 'Account actions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close the account' })).toBeNull();
  });
});
