import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DirectoryCard, ListPsychologistsRequest, SearchForAvailabilityRequest } from '@harbour/sdk/directory';
import type { PriceListRequest, PriceQuote } from '@harbour/sdk/payments';
import { createTestPlatform, renderArea, signedIn, stubFetch, type StubCall } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

// The network is stubbed at the fetch edge (no network); the SDK, RTK Query and the pages are real.
// The first find of a test waits for the page's lazy chunk to load and compile, which on a busy
// machine takes seconds: it waits for that condition, up to LOADED.
const LOADED = { timeout: 15_000 };
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const slot = (startsAt: string, timeLabel: string) => ({ startsAt, localDate: '2026-11-24', dateLabel: 'Tuesday 24 November', timeLabel, displayTimeLabel: timeLabel, zoneAbbreviation: 'AWST', utcOffset: '+08:00' });
const card = (psychologistId: string, firstName: string, gender: DirectoryCard['gender'], specialisations: string[]): DirectoryCard => ({
  psychologistId,
  slug: firstName.toLowerCase(),
  firstName,
  lastName: 'Chen',
  psychologistType: 'Clinical psychologist',
  avatar: { initials: `${firstName[0]}C`, background: '#1f4e79', foreground: '#ffffff', alt: `Initials of ${firstName} Chen` },
  specialisations: specialisations.map((name, i) => ({ id: i + 1, name })),
  languages: [],
  clientTypes: [],
  fundingAccepted: ['Medicare'],
  fees: [{ durationMinutes: 50, feeCents: 22500 }],
  standardFeeCents: 22500,
  outOfPocketHint: '',
  state: 'WA',
  timeZone: 'Australia/Perth',
  ...(gender && { gender }),
  isAvailableForNewClients: true,
  nextAvailable: null,
});
const mia = card('p-1', 'Mia', 'Female', ['Anxiety', 'Sleep', 'Grief', 'Stress']);
const tom = card('p-2', 'Tom', 'Male', ['Depression']);
const medicareQuote = (route: string, referralAssumed: boolean): { quote: PriceQuote; referralAssumed: boolean } => ({
  quote: { fundingRoute: route as PriceQuote['fundingRoute'], currency: 'aud', feeCents: 22500, rebateCents: 9895, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 12605, eligible: true, warnings: [] },
  referralAssumed,
});

function routes(searchPageSize = 20) {
  return {
    'GET /api/users/therapy-types': { status: 200, body: [{ therapyTypeId: 1, name: 'Individual', isCouples: false, isUnder16Type: false, sortOrder: 1 }] },
    'GET /api/users/session-duration-types': { status: 200, body: [{ sessionDurationTypeId: 2, value: 50, title: 'Standard Consultation' }] },
    'GET /api/users/specialisations': { status: 200, body: [{ specialisationId: 1, name: 'Anxiety' }, { specialisationId: 2, name: 'Depression' }] },
    'POST /api/users/psychologists/search-for-availability': (call: StubCall) => {
      const body = call.body as SearchForAvailabilityRequest;
      // Tom has only an evening time; the time-of-day filter is applied by the API.
      const evening = !body.timeOfDay || body.timeOfDay.start === '17:00';
      const found = [
        { psychologistId: 'p-1', timeZone: 'Australia/Perth', durationMinutes: 50, slots: body.timeOfDay ? [] : [slot('2026-11-24T01:00:00.000Z', '9:00 am'), slot('2026-11-24T02:00:00.000Z', '10:00 am')] },
        { psychologistId: 'p-2', timeZone: 'Australia/Sydney', durationMinutes: 50, firstName: 'Tom', lastName: 'Chen', slots: evening ? [slot('2026-11-24T10:00:00.000Z', '6:00 pm')] : [] },
        { psychologistId: 'p-3', timeZone: 'Australia/Darwin', durationMinutes: 50, firstName: 'Una', lastName: 'Listed', slots: body.timeOfDay ? [] : [slot('2026-11-24T03:00:00.000Z', '11:00 am')] },
          ].filter((p) => p.slots.length > 0 && (!body.psychologistIds || body.psychologistIds.includes(p.psychologistId)));
      // Pages of `searchPageSize` (the page asks for 20; a smaller one here shows the paging).
      const page = body.page ?? 1;
      return { status: 200, body: { timeZone: body.timeZone, psychologists: found.slice((page - 1) * searchPageSize, page * searchPageSize), page, pageSize: searchPageSize, total: found.length } };
    },
    'POST /api/users/psychologists/list': (call: StubCall) => {
      const body = call.body as ListPsychologistsRequest;
      const cards = [mia, tom].filter((c) => (!body.gender || c.gender === body.gender) && (!body.psychologistIds || body.psychologistIds.includes(c.psychologistId)));
      return { status: 200, body: { psychologists: cards, total: cards.length, page: body.page, pageSize: 50, pageCount: 1 } };
    },
    'POST /api/payments/sessions/price-list': (call: StubCall) => {
      const body = call.body as PriceListRequest;
      return { status: 200, body: { quotes: body.sessions.map((s) => ({ ...s, ...medicareQuote(body.fundingRoute ?? 'Private', true) })) } };
    },
  };
}

const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

describe('times without a chosen psychologist', () => {
  it('shows who offers each time — picture, name, top specialties, price — and narrows by gender and time of day', async () => {
    network = stubFetch(routes());
    createTestPlatform();
    renderArea(<App />, { route: '/book/availability?sessionDurationTypeId=2&timezoneId=Australia/Perth' });

    const mias = await screen.findByRole('group', { name: 'Times with Mia Chen' }, LOADED);
    expect(within(mias).getAllByRole('button').map((b) => b.textContent)).toEqual(['9:00 am', '10:00 am']);
    const miaRow = mias.closest('li')!;
    expect(within(miaRow).getByRole('img', { name: 'Initials of Mia Chen' })).toBeInTheDocument();
    expect(miaRow).toHaveTextContent('Works with Anxiety, Sleep, Grief');
    expect(miaRow).not.toHaveTextContent('Stress');
    // Before a funding route is chosen: the "from" price after the rebate, from the API's price list.
    await waitFor(() => expect(plain(within(miaRow).getByTestId('listing-price').textContent)).toBe('$225.00 a session · from $126.05 after the Medicare rebate with a GP referral'), LOADED);
    const priced = network.calls.find((c) => c.path === '/api/payments/sessions/price-list')!.body as PriceListRequest;
    expect(priced).toMatchObject({ fundingRoute: 'Medicare', withReferral: true, sessions: expect.arrayContaining([{ psychologistId: 'p-1', sessionDurationTypeId: 2 }]) });
    // Someone with times but no directory listing shows by name.
    expect(screen.getByRole('group', { name: 'Times with Una Listed' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who has times on Tuesday 24 November' })).toBeInTheDocument();

    // Gender: the directory filters, the grid shows only who it returned.
    await userEvent.selectOptions(screen.getByLabelText('Psychologist’s gender'), 'Male');
    await waitFor(() => {
      expect(screen.getByRole('group', { name: 'Times with Tom Chen' })).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Times with Mia Chen' })).not.toBeInTheDocument();
    }, LOADED);
    expect(screen.queryByRole('group', { name: 'Times with Una Listed' })).not.toBeInTheDocument();
    expect(network.calls.some((c) => c.path === '/api/users/psychologists/list' && (c.body as ListPsychologistsRequest).gender === 'Male')).toBe(true);

    // Time of day: the availability search filters.
    await userEvent.selectOptions(screen.getByLabelText('Psychologist’s gender'), '');
    await userEvent.selectOptions(screen.getByLabelText('Time of day (your time)'), 'evening');
    await waitFor(() => {
      expect(screen.getByRole('group', { name: 'Times with Tom Chen' })).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Times with Mia Chen' })).not.toBeInTheDocument();
    }, LOADED);
    const searched = network.calls.filter((c) => c.path === '/api/users/psychologists/search-for-availability').map((c) => (c.body as SearchForAvailabilityRequest).timeOfDay);
    expect(searched).toContainEqual({ start: '17:00', end: '22:00' });
  });

  it('narrowed by gender, it searches only the psychologists the directory matched, so one beyond the first page of everyone still shows', async () => {
    // One psychologist a page: the first page of everyone holds only Mia.
    network = stubFetch(routes(1));
    createTestPlatform();
    renderArea(<App />, { route: '/book/availability?sessionDurationTypeId=2&timezoneId=Australia/Perth&gender=Male' });

    expect(await screen.findByRole('group', { name: 'Times with Tom Chen' }, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Times with Mia Chen' })).not.toBeInTheDocument();
    const searched = network.calls.filter((c) => c.path === '/api/users/psychologists/search-for-availability').map((c) => (c.body as SearchForAvailabilityRequest).psychologistIds);
    // Only once the directory answered, and only with whom it matched.
    expect(searched).toEqual([['p-2']]);
  });

  it('once Medicare is chosen, each price is the rebate and what is left to pay', async () => {
    network = stubFetch(routes());
    createTestPlatform();
    renderArea(<App />, { route: '/book/availability?sessionDurationTypeId=2&timezoneId=Australia/Perth&fundingRoute=Medicare' });
    const row = (await screen.findByRole('group', { name: 'Times with Mia Chen' }, LOADED)).closest('li')!;
    await waitFor(() => expect(plain(within(row).getByTestId('listing-price').textContent)).toBe('$126.05 to pay · Fee $225.00 less the Medicare rebate of $98.95 with a GP referral.'), LOADED);

    // Choosing a time prices that very time, and never shows the full fee as the out-of-pocket.
    await userEvent.click(within(row).getByRole('button', { name: /9:00 am/ }));
    const price = await screen.findByRole('region', { name: 'Your price' }, LOADED);
    await waitFor(() => expect(plain(price.textContent)).toMatch(/Out-of-pocket\$126\.05/), LOADED);
    expect(price).toHaveTextContent('you give its details on the next step');
    const forTime = network.calls.filter((c) => c.path === '/api/payments/sessions/price-list').map((c) => c.body as PriceListRequest);
    expect(forTime).toContainEqual(expect.objectContaining({ sessions: [{ psychologistId: 'p-1', sessionDurationTypeId: 2, sessionStartDate: '2026-11-24T01:00:00.000Z' }] }));
  });
});

describe('times a page of psychologists at a time', () => {
  it('shows the first page, and "Show more psychologists" adds the next without losing the first', async () => {
    network = stubFetch(routes(2));
    createTestPlatform();
    renderArea(<App />, { route: '/book/availability?sessionDurationTypeId=2&timezoneId=Australia/Perth' });
    expect(await screen.findByRole('group', { name: 'Times with Mia Chen' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Times with Tom Chen' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Times with Una Listed' })).not.toBeInTheDocument();
    expect(screen.getByText(/2 psychologists have times on this day so far/)).toBeInTheDocument();

    const more = screen.getByRole('button', { name: 'Show more psychologists' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('group', { name: 'Times with Una Listed' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Times with Mia Chen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show more psychologists/ })).not.toBeInTheDocument();
    const pages = network.calls.filter((c) => c.path === '/api/users/psychologists/search-for-availability').map((c) => (c.body as SearchForAvailabilityRequest).page);
    expect(pages).toEqual([1, 2]);
  });

  it('a next page that fails says so and keeps what was shown', async () => {
    const failing = routes(2);
    network = stubFetch({
      ...failing,
      'POST /api/users/psychologists/search-for-availability': (call: StubCall) =>
        (call.body as SearchForAvailabilityRequest).page === 2 ? { status: 503, body: { title: 'Unavailable' } } : failing['POST /api/users/psychologists/search-for-availability'](call),
    });
    createTestPlatform();
    renderArea(<App />, { route: '/book/availability?sessionDurationTypeId=2&timezoneId=Australia/Perth' });
    await screen.findByRole('group', { name: 'Times with Mia Chen' }, LOADED);
    await userEvent.click(screen.getByRole('button', { name: 'Show more psychologists' }));
    expect(await screen.findByText('More psychologists could not be loaded. Please try again.', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Times with Mia Chen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more psychologists' })).toBeEnabled();
  });
});

describe('one psychologist’s times', () => {
  it('names the psychologist in the heading and on the times', async () => {
    network = stubFetch({
      ...routes(),
      'POST /api/sessions/booking/availability-token/unauthenticated': { status: 200, body: { token: 't-1', expiresAt: '2030-01-01T00:00:00.000Z' } },
      'GET /api/sessions/booking/availability': {
        status: 200,
        body: { timeZone: 'Australia/Perth', psychologists: [{ psychologistId: 'p-1', timeZone: 'Australia/Perth', durationMinutes: 50, slots: [slot('2026-11-24T01:00:00.000Z', '9:00 am')] }] },
      },
    });
    createTestPlatform();
    renderArea(<App />, { route: '/book/availability?psychologistId=p-1&sessionDurationTypeId=2&timezoneId=Australia/Perth' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a time with Mia Chen' }, LOADED)).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Times with Mia Chen' })).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'About Mia Chen' });
    expect(about).toHaveTextContent('Works with Anxiety, Sleep, Grief');
    await waitFor(() => expect(plain(within(about).getByTestId('listing-price').textContent)).toContain('from $126.05 after the Medicare rebate with a GP referral'), LOADED);
  });
});

describe('holding a chosen time', () => {
  it.each([
    ['taken by someone else', 'That time is no longer available. Please choose another time.'],
    // Listed a moment before the clock passed the psychologist's minimum notice.
    ['inside the minimum notice by now', 'That time is now less than 12 hours away, inside this psychologist’s minimum notice. Please choose another time.'],
  ])('a time %s: the refusal is toasted, the time is let go and the times are asked again', async (_, detail) => {
    network = stubFetch({
      ...routes(),
      'POST /api/sessions/booking/availability-token': { status: 200, body: { token: 't-2', expiresAt: '2030-01-01T00:00:00.000Z' } },
      'GET /api/sessions/booking/availability': {
        status: 200,
        body: { timeZone: 'Australia/Perth', psychologists: [{ psychologistId: 'p-1', timeZone: 'Australia/Perth', durationMinutes: 50, slots: [slot('2026-11-24T01:00:00.000Z', '9:00 am'), slot('2026-11-24T02:00:00.000Z', '10:00 am')] }] },
      },
      'GET /api/payments/patients/payment-type': { status: 200, body: { paymentType: 'Private', hasPaymentMethod: false, hasCurrentMedicareReferral: false } },
      'POST /api/payments/sessions/price-reservation': { status: 409, body: { status: 409, title: 'Conflict', detail } },
    });
    const platform = createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<App />, { route: '/book/availability?psychologistId=p-1&sessionDurationTypeId=2&timezoneId=Australia/Perth' });
    const times = await screen.findByRole('group', { name: 'Times with Mia Chen' }, LOADED);
    await userEvent.click(within(times).getByRole('button', { name: /9:00 am/ }));
    expect(await screen.findByRole('heading', { name: 'Your time' })).toBeInTheDocument();
    const asked = network.calls.filter((c) => c.path === '/api/sessions/booking/availability').length;
    await userEvent.click(screen.getByRole('button', { name: 'Hold this time and continue' }));

    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith({ type: 'error', message: detail, autoCloseMs: 7000 }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Your time' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('group', { name: 'Times with Mia Chen' })).getByRole('button', { name: /9:00 am/ })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(network.calls.filter((c) => c.path === '/api/sessions/booking/availability').length).toBeGreaterThan(asked));
  });
});

describe('one psychologist’s times on a first visit', () => {
  const oneTime = {
    'POST /api/sessions/booking/availability-token/unauthenticated': { status: 200, body: { token: 't-1', expiresAt: '2030-01-01T00:00:00.000Z' } },
    'POST /api/sessions/booking/availability-token': { status: 200, body: { token: 't-2', expiresAt: '2030-01-01T00:00:00.000Z' } },
    'GET /api/sessions/booking/availability': {
      status: 200,
      body: { timeZone: 'Australia/Perth', psychologists: [{ psychologistId: 'p-1', timeZone: 'Australia/Perth', durationMinutes: 50, slots: [slot('2026-11-24T01:00:00.000Z', '9:00 am')] }] },
    },
    'GET /api/payments/patients/payment-type': { status: 200, body: { paymentType: 'Partnership', partnerName: 'HCF', hasPaymentMethod: false, hasCurrentMedicareReferral: false } },
  };

  it.each([
    ['a visitor', undefined, ['Medicare']],
    // Signed in while the page loads: the price is asked once, under the client's own route.
    ['a client whose sign-in settles as the page loads', signedIn('Ada', 'client'), ['Partnership']],
  ] as const)('%s: asks each thing once (one card, one token, one answer of times, one price)', async (_who, client, pricedRoutes) => {
    const base = routes();
    network = stubFetch({
      ...base,
      ...oneTime,
      // Everyone's directory has two pages here: the named psychologist's card is read alone.
      'POST /api/users/psychologists/list': (call: StubCall) => {
        const answer = base['POST /api/users/psychologists/list'](call);
        return { ...answer, body: { ...answer.body, pageCount: (call.body as ListPsychologistsRequest).psychologistIds ? 1 : 2 } };
      },
    });
    const platform = createTestPlatform(client ? { status: 'pending' } : undefined);
    renderArea(<App />, { route: '/book/availability?psychologistId=p-1' });
    if (client) {
      // The session lengths have answered while the sign-in is still settling (a price could be asked now).
      await waitFor(() => expect(network.calls.some((c) => c.path === '/api/users/session-duration-types')).toBe(true), LOADED);
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      act(() => platform.auth.set(client));
    }

    expect(await screen.findByRole('group', { name: 'Times with Mia Chen' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a time with Mia Chen' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'About Mia Chen' })).getByTestId('listing-price')).toBeInTheDocument(), LOADED);

    const asked = network.calls.map((c) => `${c.method} ${c.path}${c.body ? ` ${JSON.stringify(c.body)}` : ''}`);
    expect(asked.filter((call, i) => asked.indexOf(call) !== i)).toEqual([]);
    expect(network.calls.filter((c) => c.path === '/api/users/psychologists/list').map((c) => c.body)).toEqual([{ psychologistIds: ['p-1'], newClientsOnly: true, pageSize: 1 }]);
    expect(network.calls.filter((c) => c.path === '/api/sessions/booking/availability')).toHaveLength(1);
    expect(network.calls.filter((c) => c.path === '/api/payments/sessions/price-list').map((c) => (c.body as PriceListRequest).fundingRoute)).toEqual(pricedRoutes);
  });

  it('holds one placeholder where the psychologist’s panel goes until who and what it costs have arrived, then shows it whole', async () => {
    let answerPrice!: () => void;
    const priced = new Promise<void>((resolve) => (answerPrice = resolve));
    let priceAsked = false;
    const base = routes();
    network = stubFetch({ ...base, ...oneTime });
    const stubbed = globalThis.fetch;
    globalThis.fetch = (async (request: Request) => {
      if (request.url.endsWith('/price-list')) {
        priceAsked = true;
        await priced;
      }
      return stubbed(request);
    }) as typeof fetch;
    createTestPlatform();
    renderArea(<App />, { route: '/book/availability?psychologistId=p-1&timezoneId=Australia/Perth' });

    await waitFor(() => expect(priceAsked && network.calls.some((c) => c.path === '/api/sessions/booking/availability')).toBe(true), LOADED);
    // The card and the times are asked for, the price is not in yet: the heading naming no one, the
    // zone line with the session's length, and one placeholder for the panel and the times.
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a time' })).toBeInTheDocument();
    expect(plain(screen.getByText(/^Times are shown in your time zone/).textContent)).toBe('Times are shown in your time zone, Australia/Perth for a 50-minute session. Change');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Loading available times']);
    expect(screen.queryByRole('region', { name: /^About / })).not.toBeInTheDocument();

    act(() => answerPrice());
    expect(await screen.findByRole('group', { name: 'Times with Mia Chen' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a time with Mia Chen' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'About Mia Chen' })).getByTestId('listing-price')).toBeInTheDocument();
    expect(screen.queryByText('Loading available times')).not.toBeInTheDocument();
  });
});

