import type { DiscountCodeSummary } from '@harbour/sdk/funding';
import { formatCents, formatDateInZone } from '@harbour/ui';

/** "15 % off" or "$20.00 off" what the client pays. */
export const discountWords = (c: Pick<DiscountCodeSummary, 'percentOff' | 'amountOffCents'>) =>
  c.percentOff !== undefined ? `${c.percentOff} % off` : `${formatCents(c.amountOffCents ?? 0)} off`;

/** "3 of 50 used", or "3 used" without a limit. */
export const usesWords = (c: Pick<DiscountCodeSummary, 'uses' | 'limit'>) => (c.limit !== undefined ? `${c.uses} of ${c.limit} used` : `${c.uses} used`);

/** The last day it may be used, in Sydney (where the expiry's day is taken), or "Never". */
export const expiryWords = (validUntil?: string) => (validUntil ? `End of ${formatDateInZone(validUntil, 'Australia/Sydney')}` : 'Never');
