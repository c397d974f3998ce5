import type { Referrer } from '@harbour/sdk/reference-data';

/** hcf as the API describes it (api/src/services/users/taxonomies/data/referrers.ts). */
export const hcf: Referrer = {
  id: '0f6c981d-444f-4717-b310-af82facc589c',
  name: 'hcf',
  displayName: 'HCF',
  storageTtl: 720 * 3_600_000,
  signupFields: [
    { name: 'memberNumber', label: 'Member number', required: true, pattern: '^[0-9]{6,12}$', maxLength: 12 },
    { name: 'memberNumberReference', label: 'Member number reference', required: true, pattern: '^[0-9]{1,2}$', maxLength: 2 },
  ],
};
