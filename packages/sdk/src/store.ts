import { configureStore } from '@reduxjs/toolkit';
import { harbourApi } from './api';
import type { CallerToken } from './base-query';

/**
 * Each area has its own store (React context does not cross single-spa roots). Given a caller
 * token, the store's calls carry that token instead of the platform's.
 */
export function createAreaStore(caller: CallerToken = {}) {
  return configureStore({
    reducer: { [harbourApi.reducerPath]: harbourApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: caller } }).concat(harbourApi.middleware),
  });
}

export type AreaStore = ReturnType<typeof createAreaStore>;
