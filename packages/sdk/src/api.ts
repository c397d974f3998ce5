import { createApi } from '@reduxjs/toolkit/query/react';
import { harbourBaseQuery } from './base-query';

/** Endpoints are injected by the generated code (src/generated); nothing is hand-written here. */
export const emptyApi = createApi({
  reducerPath: 'harbourApi',
  baseQuery: harbourBaseQuery,
  endpoints: () => ({}),
});
