import { configureStore } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { harbourApi } from './api';
import type { CallerToken } from './base-query';

/**
 * Each area has its own store (React context does not cross single-spa roots). Given a caller
 * token, the store's calls carry that token instead of the platform's.
 */
export function createAreaStore(caller: CallerToken = {}) {
  // Immer (inside Redux Toolkit) deep-freezes every state it makes, each stored API answer included:
  // a guard against code mutating the store, which development builds and the tests keep. In the
  // published build it cost a slow phone 35–65 ms of main thread per answer, on the way to the page.
  if (process.env.NODE_ENV === 'production') setAutoFreeze(false);
  return configureStore({
    reducer: { [harbourApi.reducerPath]: harbourApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: caller } }).concat(harbourApi.middleware),
  });
}

export type AreaStore = ReturnType<typeof createAreaStore>;
