import { screen, waitFor, within } from '@testing-library/react';
import type { DirectoryCard, DirectoryProfile } from '@harbour/sdk/directory';
import type { PriceListRequest } from '@harbour/sdk/payments';
import { createTestPlatform, renderArea, stubFetch, type StubCall } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

// Prices on the directory's cards and the profile come from the API's price list; the network is
// stubbed at the fetch edge. The first find waits for the page's lazy chunk (seconds on a busy machine).
const LOADED = { timeout: 15_000 };
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const card: DirectoryCard = {
  psychologistId: 'p-1',
  slug: 'mia-chen',
  firstName: 'Mia',
  lastName: 'Chen',
  psychologistType: 'Psychologist',
  avatar: { initials: 'MC', background: '#1f4e79', foreground: '#ffffff', alt: 'Initials of Mia Chen' },
  specialisations: [],
  languages: [{ id: 1, name: 'English' }],
  clientTypes: [],
  fundingAccepted: ['Medicare'],
  fees: [
    { durationMinutes: 50, feeCents: 22500 },
    { durationMinutes: 80, feeCents: 33000 },
  ],
  standardFeeCents: 22500,
  outOfPocketHint: 'With a mental health treatment plan, Medicare pays part of the fee.',
  state: 'WA',
  timeZone: 'Australia/Perth',
  isAvailableForNewClients: true,
  nextAvailable: null,
};
const FEES: Record<number, number> = { 1: 11000, 2: 22500, 3: 33000 };
const priceList = (call: StubCall) => {
  const body = call.body as PriceListRequest;
  return {
    status: 200,
    body: {
      quotes: body.sessions.map((s) => ({
        ...s,
        referralAssumed: true,
        quote: { fundingRoute: body.fundingRoute, currency: 'aud', feeCents: FEES[s.sessionDurationTypeId], rebateCents: 9895, funderPaysCents: 0, discountCents: 0, outOfPocketCents: FEES[s.sessionDurationTypeId] - 9895, eligible: true, warnings: [] },
      })),
    },
  };
};
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');
const taxonomies = {
  'GET /api/users/specialisations': { status: 200, body: [] },
  'GET /api/users/psych-search-languages': { status: 200, body: [] },
  'GET /api/users/therapy-types': { status: 200, body: [] },
  'GET /api/users/next-available-options': { status: 200, body: [] },
  'GET /api/users/session-duration-types': { status: 200, body: [{ sessionDurationTypeId: 1, value: 20, title: 'Short Consultation' }, { sessionDurationTypeId: 2, value: 50, title: 'Standard Consultation' }, { sessionDurationTypeId: 3, value: 80, title: null }] },
};

describe('prices on the directory', () => {
  it.each<[string, string, string, string]>([
    ['before a funding route is chosen', '/find-a-psychologist', 'Medicare', '$225.00 a 50-minute session, from $126.05 after the Medicare rebate with a GP referral'],
    ['when the filter says Medicare', '/find-a-psychologist?funding=Medicare', 'Medicare', '$126.05 to pay, Fee $225.00 less the Medicare rebate of $98.95 with a GP referral.'],
  ])('%s, the card shows the rebate and the out-of-pocket from one price list for the page', async (_name, route, pricedUnder, text) => {
    network = stubFetch({
      ...taxonomies,
      'POST /api/users/psychologists/list': { status: 200, body: { psychologists: [card], total: 1, page: 1, pageSize: 12, pageCount: 1 } },
      'POST /api/payments/sessions/price-list': priceList,
    });
    createTestPlatform();
    renderArea(<App />, { route });
    const article = await screen.findByRole('article', { name: 'Mia Chen' }, LOADED);
    await waitFor(() => expect(plain(within(article).getByTestId('card-price').textContent)).toBe(text), LOADED);
    const asked = network.calls.filter((c) => c.path === '/api/payments/sessions/price-list').map((c) => c.body as PriceListRequest);
    expect(asked).toEqual([{ sessions: [{ psychologistId: 'p-1', sessionDurationTypeId: 2 }], fundingRoute: pricedUnder, withReferral: true }]);
  });

  it('the profile shows each length’s rebate with a GP referral', async () => {
    const profile: DirectoryProfile = { ...card, bio: 'I help with worry.', qualifications: [], treatmentModalities: [], ahpraNumber: 'PSY0001234567', messagingEnabled: false, partnerReferrerIds: [], nextTimes: [] };
    network = stubFetch({ ...taxonomies, 'GET /api/users/psychologists/bio': { status: 200, body: profile }, 'POST /api/payments/sessions/price-list': priceList });
    createTestPlatform();
    renderArea(<App />, { route: '/online-psychologists/mia-chen' });
    const fees = await screen.findByLabelText('Fees', {}, LOADED);
    await waitFor(() => expect(plain(fees.textContent)).toContain('50 minutes$225, from $126.05 after the Medicare rebate with a GP referral'), LOADED);
    expect(plain(fees.textContent)).toContain('80 minutes$330, from $231.05 after the Medicare rebate with a GP referral');
  });
});
