import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, createTestPlatform, renderArea, signedIn, unprocessable } from '@harbour/area-runtime/src/testing';
import { App } from '../App';
import { STEP_UP_REQUIRED } from './step-up-words';

// The step-up dialog where the console first needs it: adding a rates row. The network is stubbed
// at the fetch edge; the SDK, RTK Query, the page and the dialog are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const RATES = 'GET /api/payments/admin/funding-rates';
const ADD = 'POST /api/payments/admin/funding-rates';
const STEP_UP = 'POST /api/identity/second-factor/step-up';
const row = {
  rateId: 'mbs-91170-2025-07-01',
  scheme: 'Medicare',
  practitionerType: 'Psychologist',
  item: '91170',
  minMinutes: 50,
  effectiveFrom: '2025-07-01',
  feeCents: 11640,
  rebateCents: 9895,
};
const overview = { status: 200, body: { rates: [row], freshness: [] } };
const stepUpRequired = {
  status: 403,
  body: { status: 403, title: 'Forbidden', detail: STEP_UP_REQUIRED },
};
const added = {
  status: 201,
  body: {
    ...row,
    rateId: 'mbs-91170-2026-07-01',
    effectiveFrom: '2026-07-01',
    feeCents: 11920,
    rebateCents: 10130,
  },
};

/** The API refuses the row until a code is proved, as it does for a sign-in that has not stepped up. */
function apiNeedingStepUp(
  stepUpReply: (code: string) => { status: number; body?: unknown } = () => ({
    status: 204,
  }),
) {
  let proved = false;
  return stubFetch({
    [RATES]: overview,
    [ADD]: () => (proved ? added : stepUpRequired),
    [STEP_UP]: (call) => {
      const reply = stepUpReply((call.body as { code: string }).code);
      if (reply.status === 204) proved = true;
      return reply;
    },
  });
}

async function submitRow() {
  const platform = createTestPlatform(signedIn('Ada', 'administrator'));
  renderArea(<App />, { route: '/admin/rates' });
  fireEvent.change(await screen.findByLabelText('Applies from'), {
    target: { value: '2026-07-01' },
  });
  fireEvent.change(screen.getByLabelText('Schedule fee in dollars'), {
    target: { value: '119.20' },
  });
  fireEvent.change(screen.getByLabelText('Rebate in dollars'), {
    target: { value: '101.30' },
  });
  const submit = screen.getByRole('button', { name: 'Add the row' });
  submit.focus();
  fireEvent.click(submit);
  return {
    platform,
    submit,
    dialog: await screen.findByRole('dialog', { name: 'Confirm it is you' }),
  };
}

const posts = (path: string) => network.calls.filter((c) => c.method === 'POST' && c.path === path);

describe('the step-up dialog', () => {
  it('opens on the API’s step-up answer, labelled and modal, with focus in the code field', async () => {
    network = apiNeedingStepUp();
    const { dialog } = await submitRow();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/enter the one your authenticator app shows now, or a recovery code/);
    await waitFor(() => expect(within(dialog).getByLabelText('Authenticator code')).toHaveFocus());
  });

  it('proves the code, then sends the action once more and it is done; focus goes back', async () => {
    network = apiNeedingStepUp();
    const { dialog, platform, submit } = await submitRow();
    fireEvent.change(within(dialog).getByLabelText('Authenticator code'), {
      target: { value: ' 123456 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(platform.toasts.show).toHaveBeenCalledWith({
        type: 'success',
        message: 'Added: Medicare item 91170 from 1 July 2026.',
      }),
    );
    expect(posts('/api/identity/second-factor/step-up').map((c) => c.body)).toEqual([{ code: '123456' }]);
    expect(posts('/api/payments/admin/funding-rates')).toHaveLength(2);
    expect(posts('/api/payments/admin/funding-rates')[1]!.body).toEqual(posts('/api/payments/admin/funding-rates')[0]!.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submit).toHaveFocus();
  });

  it('a wrong code: the API’s message in the dialog, which stays open; nothing behind it is lost', async () => {
    const wrong = 'That code is not right. Enter the 6-digit code your authenticator app shows now, or a recovery code.';
    network = apiNeedingStepUp((code) => (code === '654321' ? { status: 204 } : unprocessable({ code: wrong })));
    const { dialog, platform } = await submitRow();
    const field = within(dialog).getByLabelText('Authenticator code');
    fireEvent.change(field, { target: { value: '111111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByText(wrong)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
    expect(posts('/api/payments/admin/funding-rates')).toHaveLength(1);
    expect(screen.getByLabelText('Applies from')).toHaveValue('2026-07-01');
    expect(screen.getByLabelText('Schedule fee in dollars')).toHaveValue('119.20');

    fireEvent.change(field, { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith(expect.objectContaining({ type: 'success' })));
  });

  it('too many codes: the API’s message as an alert in the dialog', async () => {
    network = apiNeedingStepUp(() => ({
      status: 429,
      body: {
        status: 429,
        title: 'Too Many Requests',
        detail: 'Too many codes tried. Please wait 15 minutes and try again.',
      },
    }));
    const { dialog } = await submitRow();
    fireEvent.change(within(dialog).getByLabelText('Authenticator code'), {
      target: { value: '111111' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // The base query tries a 429 once more before answering: both tries are the API's.
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Too many codes tried. Please wait 15 minutes and try again.'));
    expect(posts('/api/identity/second-factor/step-up')).toHaveLength(2);
  });

  it('an empty code is asked for without calling the API', async () => {
    network = apiNeedingStepUp();
    const { dialog } = await submitRow();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Enter the code from your authenticator app.')).toBeInTheDocument();
    expect(posts('/api/identity/second-factor/step-up')).toHaveLength(0);
  });

  it.each([
    [
      'Cancel',
      () =>
        fireEvent.click(
          within(screen.getByRole('dialog')).getByRole('button', {
            name: 'Cancel',
          }),
        ),
    ],
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
  ])('%s closes it and says the action was not done; the values stay and focus goes back', async (_, close) => {
    network = apiNeedingStepUp();
    const { submit } = await submitRow();
    close();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('The row was not added. It needs the code from your authenticator app.')).toBeInTheDocument();
    expect(posts('/api/payments/admin/funding-rates')).toHaveLength(1);
    expect(posts('/api/identity/second-factor/step-up')).toHaveLength(0);
    expect(screen.getByLabelText('Applies from')).toHaveValue('2026-07-01');
    expect(submit).toHaveFocus();
  });

  it('any other 403 is an error, not a request for a code', async () => {
    network = stubFetch({
      [RATES]: overview,
      [ADD]: {
        status: 403,
        body: {
          status: 403,
          title: 'Forbidden',
          detail: 'You do not have access to this.',
        },
      },
    });
    createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/rates' });
    fireEvent.change(await screen.findByLabelText('Applies from'), {
      target: { value: '2026-07-01' },
    });
    fireEvent.change(screen.getByLabelText('Schedule fee in dollars'), {
      target: { value: '119.20' },
    });
    fireEvent.change(screen.getByLabelText('Rebate in dollars'), {
      target: { value: '101.30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add the row' }));
    expect(await screen.findByText('The row was not added. You do not have access to this.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
