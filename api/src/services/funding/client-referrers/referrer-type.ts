import type { ReferrerFundingType } from '../../reference-data';

/**
 * What `/referrer/{referrerType}/active` asks about: `Partner` (the spec's referral type: any
 * partner link) or how the partner funds sessions (a referrer's `fundingType`).
 */
export type ReferrerTypeName = 'Partner' | ReferrerFundingType;
export const REFERRER_TYPES: readonly ReferrerTypeName[] = ['Partner', 'BulkBilled', 'DVA', 'NDIS', 'Partnership', 'WorkersComp'];

/** The type named (any letter case: it is typed into URLs), or undefined. */
export function parseReferrerType(value: string): ReferrerTypeName | undefined {
  return REFERRER_TYPES.find((type) => type.toLowerCase() === value.trim().toLowerCase());
}

/** Whether a partner with this funding type (none: the client pays) is of the type asked for. */
export function isOfReferrerType(type: ReferrerTypeName, fundingType: ReferrerFundingType | undefined): boolean {
  return type === 'Partner' || fundingType === type;
}
