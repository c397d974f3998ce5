import { screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { setPageReadsStore, startFirstReads } from '@harbour/area-runtime/src/page-reads';
import { createTestPlatform, signedIn, stubFetch } from '@harbour/area-runtime/src/testing';
import { createAreaStore } from '@harbour/sdk';
import { renderArea as renderWithTheme } from '@harbour/ui/src/testing';
import { accountReads, App } from '../App';

// Its own file: React runs a lazy page's loader once per module registry, and this test needs the
// first one (the loader that starts the home's read).
let network: ReturnType<typeof stubFetch> | undefined;
afterEach(() => {
  network?.restore();
  network = undefined;
  setPageReadsStore(undefined);
});

const home = {
  sessions: { sessions: [] },
  entitlements: { calendarYear: 2026, sessionsPerYear: 10, usedThisYear: 4, remainingThisYear: 6, status: 'NoReferral', message: 'No referral.' },
  scores: { results: [] },
};

describe('client home: the read started with the page’s code', () => {
  it.each([
    ['/account', ['getClientHome']],
    ['/account/', ['getClientHome']],
    ['/account/sessions', []],
    ['/account/welcome', []],
  ])('on %s starts %j', (pathname, names) => {
    expect(accountReads({ pathname, search: '' }).map((read) => read.name)).toEqual(names);
  });

  it('is not asked again when it has already answered by the time the home mounts', async () => {
    network = stubFetch({ 'GET /api/homes/client': { status: 200, body: home } });
    createTestPlatform(signedIn('Ada', 'client'));
    const store = createAreaStore();
    setPageReadsStore(store);
    // The read answers before the page's code has arrived (the slow-phone case this is for).
    startFirstReads(accountReads, { pathname: '/account', search: '' });
    await waitFor(() => expect(store.getState().harbourApi.queries['getClientHome(undefined)']?.status).toBe('fulfilled'));
    renderWithTheme(<App />, { route: '/account', wrap: (inner) => <Provider store={store}>{inner}</Provider> });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Medicare sessions' })).toHaveTextContent('4 of 10 rebated sessions used in 2026'));
    expect(network!.calls.map((call) => call.path).filter((path) => path === '/api/homes/client')).toHaveLength(1);
  });
});
