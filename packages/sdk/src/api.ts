import { createApi } from '@reduxjs/toolkit/query/react';
import { harbourBaseQuery } from './base-query';

/**
 * The one RTK Query instance of the portal (a shared singleton: it holds the cache every area's
 * store reads). It has no endpoints of its own: each API domain's generated module
 * (`@harbour/sdk/<domain>`) injects its endpoints into it, so an area bundles only what it calls.
 */
export const harbourApi = createApi({
  reducerPath: 'harbourApi',
  baseQuery: harbourBaseQuery,
  endpoints: () => ({}),
});
