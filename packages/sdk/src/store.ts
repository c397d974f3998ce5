import { configureStore } from '@reduxjs/toolkit';
import { harbourApi } from './api';

/** Each area has its own store (React context does not cross single-spa roots). */
export function createAreaStore() {
  return configureStore({
    reducer: { [harbourApi.reducerPath]: harbourApi.reducer },
    middleware: (getDefault) => getDefault().concat(harbourApi.middleware),
  });
}

export type AreaStore = ReturnType<typeof createAreaStore>;
