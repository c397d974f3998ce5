import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { AuthState } from '@harbour/platform';
import { createAreaStore } from '@harbour/sdk';
import { availabilityApi } from '@harbour/sdk/availability';
import { createTestPlatform, signedIn, stubFetch } from '@harbour/ui/src/testing';
import { useBookableSlots, type BookableSlotsRequest } from './useBookableSlots';

// The network is stubbed at the fetch edge (global fetch); the SDK and RTK Query are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const slot = { startsAt: '2026-11-29T22:00:00.000Z', localDate: '2026-11-30', dateLabel: 'Monday 30 November', timeLabel: '9:00 am', displayTimeLabel: '9:00 am', zoneAbbreviation: 'AEDT', utcOffset: '+11:00' };
const token = { status: 200, body: { token: 't-1', expiresAt: '2099-01-01T00:00:00.000Z' } };

let refuseToken = false;
function load(auth: AuthState, request: BookableSlotsRequest, store = createAreaStore()) {
  network = stubFetch({
    'POST /api/sessions/booking/availability-token': () => (refuseToken ? { status: 403, body: { title: 'Forbidden', status: 403, detail: 'Not your psychologist.' } } : token),
    'POST /api/sessions/booking/availability-token/unauthenticated': token,
    'GET /api/sessions/booking/availability': {
      status: 200,
      body: { timeZone: 'Australia/Sydney', psychologists: [{ psychologistId: 'p-1', timeZone: 'Australia/Perth', durationMinutes: 50, slots: [slot] }] },
    },
    'GET /api/sessions/psychologist/availability/preview': { status: 200, body: { timeZone: 'Australia/Sydney', durationMinutes: 50, slots: [slot] } },
  });
  createTestPlatform(auth);
  return renderHook((props: BookableSlotsRequest) => useBookableSlots(props), {
    initialProps: request,
    wrapper: ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>,
  });
}
const paths = () => network.calls.map((c) => `${c.method} ${c.path}`);

describe('useBookableSlots', () => {
  it.each([
    ['a signed-in client asks with their own token', signedIn('Ada', 'client'), 'POST /api/sessions/booking/availability-token'],
    ['a visitor asks with a public token', { status: 'unauthenticated' } as AuthState, 'POST /api/sessions/booking/availability-token/unauthenticated'],
  ])('%s, then the psychologist’s times in the viewer’s zone', async (_, auth, tokenCall) => {
    const { result } = load(auth, { psychologistId: 'p-1', timeZone: 'Australia/Sydney', durationMinutes: 50 });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.slots).toEqual([slot]);
    expect(result.current.psychologistTimeZone).toBe('Australia/Perth');
    expect(paths()).toEqual([tokenCall, 'GET /api/sessions/booking/availability']);
  });

  it('a psychologist reads their own preview, and asks for no token', async () => {
    const { result } = load(signedIn('Sam', 'psychologist'), { as: 'psychologist', durationMinutes: 50 });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.slots).toEqual([slot]);
    expect(paths()).toEqual(['GET /api/sessions/psychologist/availability/preview']);
  });

  it('asks for the times once the session length is known, not before it and again with it', async () => {
    const { result, rerender } = load({ status: 'unauthenticated' }, { psychologistId: 'p-1', timeZone: 'Australia/Sydney' });
    await waitFor(() => expect(paths()).toEqual(['POST /api/sessions/booking/availability-token/unauthenticated']));
    // The token has answered; still loading, nothing more asked while the length is unknown.
    await act(async () => undefined);
    expect(result.current.isLoading).toBe(true);
    expect(paths()).toEqual(['POST /api/sessions/booking/availability-token/unauthenticated']);
    rerender({ psychologistId: 'p-1', timeZone: 'Australia/Sydney', durationMinutes: 50 });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.slots).toEqual([slot]);
    expect(paths()).toEqual(['POST /api/sessions/booking/availability-token/unauthenticated', 'GET /api/sessions/booking/availability']);
  });

  it('asks nothing until it knows whose times', () => {
    const { result } = load(signedIn('Ada', 'client'), { timeZone: 'Australia/Sydney', durationMinutes: 50 });
    expect(result.current.slots).toEqual([]);
    expect(network.calls).toEqual([]);
  });

  it('a refused token is said, and retry asks for a new one', async () => {
    refuseToken = true;
    const { result } = load(signedIn('Ada', 'client'), { psychologistId: 'p-1', timeZone: 'Australia/Sydney', durationMinutes: 50 });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.isLoading).toBe(false);
    expect(paths()).toEqual(['POST /api/sessions/booking/availability-token']);
    refuseToken = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.slots).toEqual([slot]));
    expect(result.current.error).toBeUndefined();
    expect(paths()).toEqual(['POST /api/sessions/booking/availability-token', 'POST /api/sessions/booking/availability-token', 'GET /api/sessions/booking/availability']);
  });

  it('asks for the times once when another read is still in flight as the token arrives', async () => {
    // RTK Query holds a tag invalidation back until no read is in flight. A token marked as
    // invalidating "availability" so refetched the times just read with it: every load asked twice.
    const store = createAreaStore();
    const { result } = load({ status: 'unauthenticated' }, { psychologistId: 'p-1', timeZone: 'Australia/Sydney', durationMinutes: 50 }, store);
    // Another read of the page (here the preview), answered only once the times have been asked.
    const stubbed = globalThis.fetch;
    let release!: () => void;
    const timesAsked = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = (async (request: Request) => {
      if (request.url.includes('/booking/availability?')) release();
      if (request.url.includes('/availability/preview')) await timesAsked;
      return stubbed(request);
    }) as typeof fetch;
    const other = store.dispatch(availabilityApi.endpoints.previewPsychologistAvailability.initiate({ durationMinutes: 50 }));
    await waitFor(() => expect(result.current.slots).toEqual([slot]));
    // Nothing left in flight: a refetch would be pending from the moment the last read answered.
    await waitFor(() => expect(Object.values(store.getState().harbourApi.queries).every((query) => query?.status === 'fulfilled')).toBe(true));
    other.unsubscribe();
    expect(paths().filter((path) => path === 'GET /api/sessions/booking/availability')).toHaveLength(1);
  });
});
