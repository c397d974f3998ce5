import { useGetReferrerQuery } from '@harbour/sdk/reference-data';

/** A partner by its code (e.g. hcf) or id; `undefined` skips the lookup. */
export function useReferrer(identifier: string | undefined) {
  return useGetReferrerQuery({ identifier: encodeURIComponent(identifier ?? '') }, { skip: !identifier });
}
