import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessagingStatuses } from '@harbour/sdk/messaging';
import { createTestPlatform, renderArea, signedIn, stubFetch } from '@harbour/area-runtime/src/testing';
import { MODAL_CLOSE_DELAY_MS } from '@harbour/ui';
import { App } from '../App';

// The network is stubbed at the fetch edge; the SDK, RTK Query, the area's App and the modal are
// real. jest's clock, so the modal's close delay passes only when the test says so.
let network: ReturnType<typeof stubFetch>;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  network.restore();
  jest.useRealTimers();
});

const statuses: MessagingStatuses = { userId: 'user-1', userType: 'client', messagingVisible: false, messagingEnabled: false, termsAccepted: false, termsVersion: '1', counterparts: [] };

describe('the inbox overlay opened by the address', () => {
  it('closes on Close even when sign-in settles within the close delay (the dialog is not replaced)', async () => {
    network = stubFetch({ 'GET /api/messaging/conversations/messaging-statuses': { status: 200, body: statuses } });
    const platform = createTestPlatform({ status: 'pending' });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderArea(<App />, { route: '/account?inbox=true' });

    const dialog = await screen.findByRole('dialog', { name: 'Messages' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    // Signed in (the stored sign-in proved) before the close has gone through.
    act(() => platform.auth.set(signedIn('Alex', 'client')));
    expect(screen.getByRole('dialog', { name: 'Messages' })).toBe(dialog);
    await act(async () => void jest.advanceTimersByTime(MODAL_CLOSE_DELAY_MS));
    expect(screen.queryByRole('dialog', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('shows the signed-in inbox in the same dialog once sign-in settles', async () => {
    network = stubFetch({ 'GET /api/messaging/conversations/messaging-statuses': { status: 200, body: statuses } });
    const platform = createTestPlatform({ status: 'pending' });
    renderArea(<App />, { route: '/account?inbox=true' });

    const dialog = await screen.findByRole('dialog', { name: 'Messages' });
    act(() => platform.auth.set(signedIn('Alex', 'client')));
    expect(await screen.findByText('Messaging opens once you have had a session in the last 6 months with a psychologist who offers it.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Messages' })).toBe(dialog);
  });
});
