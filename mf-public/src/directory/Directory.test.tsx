import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DirectoryCard, DirectoryProfile } from '@harbour/sdk/directory';
import { createTestPlatform, renderArea, signedIn, stubFetch } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const card: DirectoryCard = {
  psychologistId: 'p-1',
  slug: 'mia-chen',
  firstName: 'Mia',
  lastName: 'Chen',
  psychologistType: 'Clinical psychologist',
  avatar: { initials: 'MC', background: '#1f4e79', foreground: '#ffffff', alt: 'Initials of Mia Chen' },
  specialisations: [{ id: 1, name: 'Anxiety' }, { id: 2, name: 'Depression' }],
  languages: [{ id: 1, name: 'English' }, { id: 2, name: 'Mandarin' }],
  clientTypes: [{ id: 1, name: 'Individual' }],
  fundingAccepted: ['Medicare', 'BulkBilled'],
  fees: [{ durationMinutes: 50, feeCents: 19500 }],
  standardFeeCents: 19500,
  outOfPocketHint: 'Bulk-billed with a mental health treatment plan: nothing to pay.',
  state: 'SA',
  timeZone: 'Australia/Adelaide',
  isAvailableForNewClients: true,
  nextAvailable: '2026-06-10T23:00:00.000Z',
};
const profile: DirectoryProfile = { ...card, bio: 'I help people with worry.', qualifications: ['Master of Clinical Psychology'], treatmentModalities: [{ id: 1, name: 'CBT' }], ahpraNumber: 'PSY0001234567', messagingEnabled: true, partnerReferrerIds: [], nextTimes: ['2026-06-10T23:00:00.000Z', '2026-06-11T00:00:00.000Z'] };
const taxonomies = {
  'GET /api/users/specialisations': { status: 200, body: [{ specialisationId: 1, name: 'Anxiety' }] },
  'GET /api/users/psych-search-languages': { status: 200, body: [{ languageId: 2, name: 'Mandarin', code: 'cmn' }] },
  'GET /api/users/therapy-types': { status: 200, body: [] },
  'GET /api/users/next-available-options': { status: 200, body: [] },
};

describe('the directory', () => {
  it('asks for the URL’s filters in the visitor’s zone and shows the cards and their count', async () => {
    network = stubFetch({ ...taxonomies, 'POST /api/users/psychologists/list': { status: 200, body: { psychologists: [card], total: 1, page: 1, pageSize: 12, pageCount: 1 } } });
    createTestPlatform();
    renderArea(<App />, { route: '/find-a-psychologist?concern=1&funding=BulkBilled' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Mia Chen' })).toBeInTheDocument();
    expect(screen.getByTestId('results-count')).toHaveTextContent('1 psychologist found');
    expect(screen.getByRole('img', { name: 'Initials of Mia Chen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book with Mia Chen' })).toHaveAttribute('href', '/book/availability?psychologistId=p-1');
    expect(screen.getByRole('link', { name: 'View profile of Mia Chen' })).toHaveAttribute('href', '/online-psychologists/mia-chen');
    const request = network.calls.find((c) => c.path === '/api/users/psychologists/list')!.body;
    expect(request).toMatchObject({ specialisationIds: [1], funding: ['BulkBilled'], page: 1, pageSize: 12, viewerTimeZone: expect.any(String) });
  });

  it.each<[string, Record<string, unknown> | undefined, string | undefined]>([
    ['a signed-in client from New Zealand', { countryId: 'NZL' }, 'NZL'],
    ['a signed-in client with no country (Australia)', {}, 'AUS'],
    ['a visitor (the API goes by the browser’s zone)', undefined, undefined],
  ])('for %s, asks once, with the profile’s country', async (_who, profileBody, country) => {
    const list = { status: 200, body: { psychologists: [card], total: 1, page: 1, pageSize: 12, pageCount: 1 } };
    network = stubFetch({ ...taxonomies, 'POST /api/users/psychologists/list': list, 'GET /api/users/profile/patient': { status: 200, body: { userId: 'c-1', firstName: 'Alex', ...profileBody } } });
    createTestPlatform(profileBody ? signedIn('Alex', 'client') : undefined);
    renderArea(<App />, { route: '/find-a-psychologist' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Mia Chen' })).toBeInTheDocument();
    const asked = network.calls.filter((c) => c.path === '/api/users/psychologists/list');
    expect(asked).toHaveLength(1);
    expect((asked[0].body as { viewerCountryId?: string }).viewerCountryId).toBe(country);
  });

  it('suggests relaxing a filter when nothing matches, and asks again without it', async () => {
    network = stubFetch({
      ...taxonomies,
      'POST /api/users/psychologists/list': (call) => ({ status: 200, body: { psychologists: [], total: (call.body as { languageIds?: number[] }).languageIds ? 0 : 4, page: 1, pageSize: 12, pageCount: 1 } }),
    });
    createTestPlatform();
    renderArea(<App />, { route: '/find-a-psychologist?concern=1&language=2' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the language' }));
    await waitFor(() => expect(screen.getByTestId('results-count')).toHaveTextContent('4 psychologists found'));
  });
});

describe('the profile', () => {
  it('shows Book to everyone and Message to nobody who is not a client', async () => {
    network = stubFetch({ 'GET /api/users/psychologists/bio': { status: 200, body: profile } });
    createTestPlatform();
    const { unmount } = renderArea(<App />, { route: '/online-psychologists/mia-chen' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Chen' })).toBeInTheDocument();
    expect(screen.getByText('I help people with worry.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Next free times' }).querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Book with Mia Chen' })).toHaveAttribute('href', '/book/availability?psychologistId=p-1');
    expect(screen.queryByRole('button', { name: 'Message' })).not.toBeInTheDocument();
    unmount();

    createTestPlatform(signedIn('Sam', 'psychologist'));
    renderArea(<App />, { route: '/online-psychologists/mia-chen' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Chen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message' })).not.toBeInTheDocument();
    expect(network.calls.some((c) => c.path === '/api/messaging/conversations/messaging-statuses')).toBe(false);
  });

  const statuses = (counterparts: { userId: string; messagingEnabled: boolean }[]) => ({
    status: 200,
    body: {
      userId: 'user-1',
      userType: 'client',
      messagingVisible: counterparts.some((c) => c.messagingEnabled),
      messagingEnabled: counterparts.some((c) => c.messagingEnabled),
      termsAccepted: true,
      termsVersion: '1',
      counterparts: counterparts.map((c) => ({ ...c, userType: 'psychologist', firstName: 'Mia', lastName: 'Chen' })),
    },
  });

  it('shows Message to a client the messaging service lets message this psychologist, and opens the chat', async () => {
    network = stubFetch({ 'GET /api/users/psychologists/bio': { status: 200, body: profile }, 'GET /api/messaging/conversations/messaging-statuses': statuses([{ userId: 'p-1', messagingEnabled: true }]) });
    const platform = createTestPlatform(signedIn('Alex', 'client'));
    const opened: unknown[] = [];
    platform.events.on('messaging:open-chat', (detail) => opened.push(detail));
    renderArea(<App />, { route: '/online-psychologists/mia-chen' });
    await userEvent.click(await screen.findByRole('button', { name: 'Message' }));
    expect(opened).toEqual([{ userId: 'p-1', userType: 'psychologist' }]);
  });

  it('hides Message from a client with no recent session with this psychologist, or when theirs has messaging off', async () => {
    for (const counterparts of [[{ userId: 'p-2', messagingEnabled: true }], [{ userId: 'p-1', messagingEnabled: false }]]) {
      network = stubFetch({ 'GET /api/users/psychologists/bio': { status: 200, body: profile }, 'GET /api/messaging/conversations/messaging-statuses': statuses(counterparts) });
      createTestPlatform(signedIn('Alex', 'client'));
      const { unmount } = renderArea(<App />, { route: '/online-psychologists/mia-chen' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Mia Chen' })).toBeInTheDocument();
      await waitFor(() => expect(network.calls.some((c) => c.path === '/api/messaging/conversations/messaging-statuses')).toBe(true));
      expect(screen.queryByRole('button', { name: 'Message' })).not.toBeInTheDocument();
      unmount();
      network.restore();
    }
  });

  it('an unknown slug is the 404 view', async () => {
    network = stubFetch({ 'GET /api/users/psychologists/bio': { status: 404, body: { status: 404, title: 'Not Found', detail: 'No psychologist.' } } });
    createTestPlatform();
    renderArea(<App />, { route: '/online-psychologists/nobody' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('a topic slug is the topic page, never a profile lookup', async () => {
    network = stubFetch({ ...taxonomies, 'POST /api/users/psychologists/list': { status: 200, body: { psychologists: [card], total: 1, page: 1, pageSize: 12, pageCount: 1 } } });
    createTestPlatform();
    renderArea(<App />, { route: '/online-psychologists/bulk-billed' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bulk-billed online psychologists' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Mia Chen' });
    expect(network.calls.some((c) => c.path === '/api/users/psychologists/bio')).toBe(false);
    expect(network.calls.find((c) => c.path === '/api/users/psychologists/list')!.body).toMatchObject({ funding: ['BulkBilled'] });
  });
});
