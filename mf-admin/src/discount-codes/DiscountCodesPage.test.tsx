import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, createTestPlatform, renderArea, signedIn, unprocessable } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const LIST = 'GET /api/payments/admin/discount-codes';
const CREATE = 'POST /api/payments/admin/discount-codes';
const spring = { code: 'SPRING-26', percentOff: 15, limit: 50, oncePerClient: true, validUntil: '2026-12-31T12:59:59.999Z', disabled: false, uses: 3 };
const welcome = { code: 'WELCOME10', percentOff: 10, oncePerClient: true, disabled: false, uses: 0 };

function openCodes() {
  const platform = createTestPlatform(signedIn('Ada', 'administrator'));
  renderArea(<App />, { route: '/admin/discount-codes' });
  return platform;
}

describe('discount codes', () => {
  it('shows loading, then each code with its discount, uses, expiry and status', async () => {
    network = stubFetch({ [LIST]: { status: 200, body: { codes: [spring, { ...welcome, amountOffCents: 2000, percentOff: undefined, disabled: true }] } } });
    openCodes();
    expect(screen.getByText('Loading the discount codes')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Discount codes' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.querySelector('dl')?.textContent).toBe('Discount15 % offUses3 of 50 usedExpiresEnd of 31 December 2026StatusActive');
    expect(second!.querySelector('dl')?.textContent).toBe('Discount$20.00 offUses0 usedExpiresNeverStatusDisabled');
    // A disabled code cannot be disabled again.
    expect(within(second!).queryByRole('button', { name: 'Disable WELCOME10' })).not.toBeInTheDocument();
  });

  it('says when there is no code, and names a failed load', async () => {
    network = stubFetch({ [LIST]: { status: 200, body: { codes: [] } } });
    const { unmount } = (() => {
      createTestPlatform(signedIn('Ada', 'administrator'));
      return renderArea(<App />, { route: '/admin/discount-codes' });
    })();
    expect(await screen.findByText('No discount code exists yet.')).toBeInTheDocument();
    unmount();
    network.restore();
    network = stubFetch({ [LIST]: { status: 503, body: { title: 'Service Unavailable', status: 503, detail: 'The database is not reachable.' } } });
    openCodes();
    expect(await screen.findByText(/^We could not load the discount codes\./)).toBeInTheDocument();
  });

  it('disables a code after the confirmation, and the list shows it disabled', async () => {
    let disabled = false;
    network = stubFetch({
      [LIST]: () => ({ status: 200, body: { codes: [{ ...spring, disabled }] } }),
      'POST /api/payments/admin/discount-codes/SPRING-26/disable': () => {
        disabled = true;
        return { status: 200, body: { ...spring, disabled: true } };
      },
    });
    const platform = openCodes();
    fireEvent.click(await screen.findByRole('button', { name: 'Disable SPRING-26' }));
    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith({ type: 'success', message: 'SPRING-26 is disabled.' }));
    expect(platform.dialogs.confirm).toHaveBeenCalledWith('Disable SPRING-26? No new quote or booking can use it; the 3 past uses stay.', expect.objectContaining({ confirmLabel: 'Disable SPRING-26' }));
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
  });

  it('a cancelled confirmation disables nothing', async () => {
    network = stubFetch({ [LIST]: { status: 200, body: { codes: [spring] } } });
    const platform = openCodes();
    (platform.dialogs.confirm as jest.Mock).mockResolvedValue(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Disable SPRING-26' }));
    await waitFor(() => expect(platform.dialogs.confirm).toHaveBeenCalled());
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows who used a code', async () => {
    network = stubFetch({
      [LIST]: { status: 200, body: { codes: [spring] } },
      'GET /api/payments/admin/discount-codes/SPRING-26/uses': { status: 200, body: { code: 'SPRING-26', uses: [{ patientId: 'client-1', sessionId: 'session-9', usedAt: '2026-11-20T01:00:00.000Z' }] } },
    });
    openCodes();
    const toggle = await screen.findByRole('button', { name: 'See the uses of SPRING-26' });
    fireEvent.click(toggle);
    const uses = await screen.findByRole('list', { name: 'Uses of SPRING-26' });
    expect(uses).toHaveTextContent('20 November 2026: session session-9, client client-1');
    expect(screen.getByRole('button', { name: 'Hide the uses of SPRING-26' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('creates a code in whole cents, and keeps every value when the API refuses', async () => {
    let refuse = true;
    network = stubFetch({
      [LIST]: { status: 200, body: { codes: [] } },
      [CREATE]: (call) => (refuse ? unprocessable({ code: 'The code TENOFF already exists.' }) : { status: 201, body: { ...welcome, ...(call.body as object), code: 'TENOFF' } }),
    });
    const platform = openCodes();
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: 'tenoff' } });
    fireEvent.change(screen.getByLabelText('Kind of discount'), { target: { value: 'amount' } });
    fireEvent.change(screen.getByLabelText('Amount off in dollars'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('How many bookings may use it'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the code' }));

    expect(await screen.findByText('The code TENOFF already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('tenoff');
    expect(screen.getByLabelText('Amount off in dollars')).toHaveValue('20');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Create the code' }));
    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith({ type: 'success', message: 'The code TENOFF is ready to use.' }));
    expect(network.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual(Array(2).fill({ code: 'tenoff', amountOffCents: 2000, limit: 100 }));
    expect(screen.getByLabelText('Code')).toHaveValue('');
  });

  it('checks the form before asking', async () => {
    network = stubFetch({ [LIST]: { status: 200, body: { codes: [] } } });
    openCodes();
    fireEvent.click(await screen.findByRole('button', { name: 'Create the code' }));
    expect(await screen.findByText('Use 3 to 30 letters, digits or hyphens.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole percentage from 1 to 100.')).toBeInTheDocument();
    expect(screen.getByText('Enter how many bookings may use it.')).toBeInTheDocument();
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
