import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreatePriceReservationRequest, PriceReservation } from '@harbour/sdk/booking';
import { createTestPlatform, renderArea, signedIn, stubFetch, type StubReply } from '@harbour/area-runtime/src/testing';
import { App } from '../App';
import { checkoutDraft } from './checkout-draft';

// The network is stubbed at the fetch edge (no network) and the clock is jest's: the hold's
// 10 minutes pass in a moment, and every wait is for a condition.
const NOW = Date.parse('2026-11-23T22:00:00.000Z');
const STARTS = '2026-11-26T01:30:00.000Z';
const LOADED = { timeout: 15_000 };
let network: ReturnType<typeof stubFetch>;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  checkoutDraft.clear(); // what one test typed is that booking's, not the next test's
});
afterEach(() => {
  network.restore();
  jest.useRealTimers();
});

const reservation = (reservationId: string, expiresAt: number): PriceReservation =>
  ({
    reservationId,
    psychologistId: 'p-1',
    sessionStartDate: STARTS,
    sessionEndDate: '2026-11-26T02:20:00.000Z',
    timezoneId: 'Australia/Perth',
    sessionDurationTypeId: 2,
    therapyTypeId: 1,
    durationMinutes: 50,
    status: 'Held',
    expiresAt: new Date(expiresAt).toISOString(),
    quote: { fundingRoute: 'Medicare', currency: 'aud', feeCents: 22500, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 22500, eligible: false, reason: 'A current GP referral is needed.', warnings: [] },
    cancellationPolicy: { lateCancellationHours: 24, lateCancellationFeeCents: 22500, freeCancellationUntil: '2026-11-25T01:30:00.000Z' },
  }) as unknown as PriceReservation;

function routes(rehold: StubReply) {
  return {
    'GET /api/users/therapy-types': { status: 200, body: [{ therapyTypeId: 1, name: 'Individual', isCouples: false, isUnder16Type: false, sortOrder: 1 }] },
    'GET /api/users/session-duration-types': { status: 200, body: [{ sessionDurationTypeId: 2, value: 50, title: 'Standard Consultation' }] },
    'GET /api/payments/sessions/price-reservation/r-1': { status: 200, body: reservation('r-1', NOW + 10 * 60_000) },
    'GET /api/payments/sessions/price-reservation/r-2': { status: 200, body: reservation('r-2', NOW + 20 * 60_000) },
    'POST /api/payments/sessions/price-reservation': rehold,
    'GET /api/users/patients/user-1/intake-questions': { status: 200, body: { isRequired: false, questions: [] } },
    'GET /api/payments/patient/cards': { status: 200, body: { cards: [] } },
    'GET /api/payments/patients/payment-type': { status: 200, body: { paymentType: 'Private', hasPaymentMethod: false, hasCurrentMedicareReferral: false } },
    'GET /api/payments/patient/medicare-referral': { status: 404, body: { status: 404, title: 'Not Found', detail: 'No current Medicare referral.' } },
  };
}

const address = `/book/finalise?psychologistId=p-1&startsAt=${encodeURIComponent(STARTS)}&sessionDurationTypeId=2&therapyTypeId=1&timezoneId=Australia%2FPerth&fundingRoute=Medicare&reservationId=r-1`;
const passes = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

describe('the hold on /book/finalise', () => {
  it('counts down visibly, tells a screen reader only at milestones, and when it runs out holds the same time again with nothing typed lost', async () => {
    network = stubFetch(routes({ status: 201, body: reservation('r-2', NOW + 20 * 60_000) }));
    createTestPlatform(signedIn('Casey', 'client'));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderArea(<App />, { route: address });

    const hold = await screen.findByTestId('hold-status', {}, LOADED);
    expect(within(hold).getByRole('timer')).toHaveTextContent('10:00 left');
    expect(within(hold).getByRole('timer')).toHaveAttribute('aria-live', 'off');
    expect(screen.getByRole('heading', { level: 2, name: 'How the session is paid' })).toBeInTheDocument();
    expect(screen.getByText('Part 1 of 3')).toBeInTheDocument(); // funding, card (a gap to pay), check and book

    await user.type(screen.getByLabelText(/Medicare card number/), '2123 45670 1');
    await user.type(screen.getByLabelText(/GP’s name/), 'Dr Jo Gp');

    const announcer = () => within(hold).getAllByRole('status')[0];
    expect(announcer()).toHaveTextContent('');
    await passes(5 * 60_000);
    expect(within(hold).getByRole('timer')).toHaveTextContent('5:00 left');
    expect(announcer()).toHaveTextContent('5 minutes left to finish booking');
    await passes(4 * 60_000 + 30_000);
    expect(announcer()).toHaveTextContent('1 minute left to finish booking');

    // Runs out: the same time is asked for again, under the same route, and the page stays as it is.
    await passes(30_000);
    await waitFor(() => expect(hold).toHaveTextContent('Your hold ran out, so we held this time for you again. Nothing you typed is lost.'), LOADED);
    const asked = network.calls.filter((c) => c.method === 'POST' && c.path === '/api/payments/sessions/price-reservation').map((c) => c.body as CreatePriceReservationRequest);
    expect(asked).toEqual([expect.objectContaining({ psychologistId: 'p-1', sessionStartDate: STARTS, timezoneId: 'Australia/Perth', sessionDurationTypeId: 2, therapyTypeId: 1, fundingRoute: 'Medicare' })]);
    // The new hold's own 10 minutes (less what the waiting above let pass on jest's clock).
    await waitFor(() => expect(within(hold).getByRole('timer')).toHaveTextContent(/^(10:00|9:[0-5]\d) left$/), LOADED);
    expect(screen.getByLabelText(/Medicare card number/)).toHaveValue('2123 45670 1');
    expect(screen.getByLabelText(/GP’s name/)).toHaveValue('Dr Jo Gp');
  });

  it('says so, and keeps what was typed, when someone else took the time meanwhile', async () => {
    network = stubFetch(routes({ status: 409, body: { status: 409, title: 'Conflict', detail: 'That time is no longer available. Please choose another time.' } }));
    createTestPlatform(signedIn('Casey', 'client'));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderArea(<App />, { route: address });
    await screen.findByTestId('hold-status', {}, LOADED);
    await user.type(screen.getByLabelText(/Medicare card number/), '2123 45670 1');

    await passes(10 * 60_000);
    const alert = await screen.findByText(/Someone else booked this time after your hold ran out/, {}, LOADED);
    expect(alert.closest('[role="alert"]')).toHaveTextContent('What you typed here is kept: choose another time.');
    expect(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'choose another time' })).toHaveAttribute('href', expect.stringMatching(/^\/book\/availability\?(?!.*startsAt)/));
    expect(screen.getByLabelText(/Medicare card number/)).toHaveValue('2123 45670 1');
  });

  it('says the time can no longer be booked, in the API’s words, when the minimum notice passed while the client was away', async () => {
    const detail = 'That time is now less than 12 hours away, inside this psychologist’s minimum notice. Please choose another time.';
    network = stubFetch(routes({ status: 409, body: { status: 409, title: 'Conflict', detail } }));
    createTestPlatform(signedIn('Casey', 'client'));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderArea(<App />, { route: address });
    await screen.findByTestId('hold-status', {}, LOADED);
    await user.type(screen.getByLabelText(/Medicare card number/), '2123 45670 1');

    await passes(10 * 60_000);
    const alert = (await screen.findByText('Your hold ran out and this time can no longer be booked.', {}, LOADED)).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(detail);
    expect(screen.queryByText(/Someone else booked this time/)).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'choose another time' })).toHaveAttribute('href', expect.stringMatching(/^\/book\/availability\?(?!.*startsAt)/));
    expect(screen.getByLabelText(/Medicare card number/)).toHaveValue('2123 45670 1');
  });

  it('waits for whether the intake questions are due before leaving the price, so a first session’s questions are never skipped', async () => {
    let answerIntake: (reply: StubReply) => void = () => undefined;
    const intakeAnswered = new Promise<StubReply>((resolve) => (answerIntake = resolve));
    network = stubFetch({
      ...routes({ status: 500 }),
      'GET /api/payments/sessions/price-reservation/r-1': { status: 200, body: { ...reservation('r-1', NOW + 10 * 60_000), quote: { ...reservation('r-1', 0).quote, fundingRoute: 'Private', eligible: true } } },
      // The intake read answers after the price is on screen (a busy API).
      'GET /api/users/patients/user-1/intake-questions': () => intakeAnswered,
    });
    createTestPlatform(signedIn('Casey', 'client'));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderArea(<App />, { route: address.replace('fundingRoute=Medicare', 'fundingRoute=Private') });

    await screen.findByRole('heading', { level: 2, name: 'How the session is paid' }, LOADED);
    const next = screen.getByRole('button', { name: /Continue/ });
    await user.click(next);
    expect(screen.getByRole('heading', { level: 2, name: 'How the session is paid' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Your card', hidden: true })).not.toBeVisible();
    expect(next).toHaveAttribute('aria-busy', 'true'); // Continue says it is waiting

    await act(async () => answerIntake({ status: 200, body: { isRequired: true, questions: [{ intakeQuestionId: 1, text: 'What has led you to seek support at this time?', type: 'text', required: true }] } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-busy'), LOADED);
    expect(screen.getByText('Part 1 of 4')).toBeVisible(); // price, questions, card, check and book
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Before your first session' })).toHaveFocus(), LOADED);
  });

  it('goes part by part, heading focused, and never promises a free-cancellation time that has passed', async () => {
    // Booked 20 hours ahead with a 48-hour window: free cancellation ended yesterday.
    const late = { ...reservation('r-1', NOW + 10 * 60_000), quote: { fundingRoute: 'Private', currency: 'aud', feeCents: 22500, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 22500, eligible: true, warnings: [] }, cancellationPolicy: { lateCancellationHours: 48, lateCancellationFeeCents: 22500, freeCancellationUntil: new Date(NOW - 28 * 3_600_000).toISOString() } };
    network = stubFetch({
      ...routes({ status: 500 }),
      'GET /api/payments/sessions/price-reservation/r-1': { status: 200, body: late },
      'GET /api/payments/patient/cards': { status: 200, body: { cards: [{ id: 'c-1', brand: 'visa', last4: '4242', expiryMonth: 8, expiryYear: 2030, isPrimary: true }], primaryPaymentMethodId: 'c-1' } },
    });
    createTestPlatform(signedIn('Casey', 'client'));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderArea(<App />, { route: address.replace('fundingRoute=Medicare', 'fundingRoute=Private') });

    await screen.findByRole('heading', { level: 2, name: 'How the session is paid' }, LOADED);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const card = await screen.findByRole('heading', { level: 2, name: 'Your card' }, LOADED);
    await waitFor(() => expect(card).toHaveFocus(), LOADED);
    expect(screen.getByRole('radio', { name: 'Visa ending 4242, expires 08/30' })).toBeChecked();
    expect(screen.getByRole('note', { name: '' })).toHaveTextContent('answers every saved test card as a Visa ending 4242 that expires 08/30');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Check and book' })).toHaveFocus(), LOADED);
    const policy = screen.getByTestId('cancellation-policy');
    expect(policy).toHaveTextContent(/^This session starts less than 48 hours from now, inside your psychologist’s late-cancellation window: there is no free cancellation\./);
    expect(policy).not.toHaveTextContent(/until/);
    // Back goes to the part before, with what was chosen there.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Your card' })).toHaveFocus(), LOADED);
  });
});
