import { availabilityApi } from '@harbour/sdk/availability';

/**
 * The availability-token calls, as changes that invalidate nothing. Issuing a token changes no
 * times, but the SDK generator marks every POST under the "availability" tag as invalidating it,
 * and RTK Query holds an invalidation back until no read is in flight: on a page still loading,
 * the token's invalidation refetched the times just read with that token (every load asked twice).
 */
export const availabilityTokens = availabilityApi.enhanceEndpoints({
  endpoints: {
    createClientAvailabilityToken: { invalidatesTags: [] },
    createPublicAvailabilityToken: { invalidatesTags: [] },
  },
});
