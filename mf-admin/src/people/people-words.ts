import type { AccountOverview } from '@harbour/sdk/accounts';
import { formatInstant } from '@harbour/ui';

const SYDNEY = 'Australia/Sydney';

const TYPES: Record<AccountOverview['userType'], string> = { client: 'Client', psychologist: 'Psychologist', gp: 'GP', administrator: 'Administrator' };
const STANDINGS: Record<AccountOverview['standing'], string> = { approved: 'Approved', 'awaiting-approval': 'Awaiting approval', declined: 'Declined', suspended: 'Suspended' };

export const typeWords = (type: AccountOverview['userType']) => TYPES[type] ?? type;
export const standingWords = (standing: AccountOverview['standing']) => STANDINGS[standing] ?? standing;
/** The person's name, or their email when they never finished a profile. */
export const nameOf = (account: Pick<AccountOverview, 'firstName' | 'lastName' | 'email'>) => (account.firstName ? `${account.firstName} ${account.lastName ?? ''}`.trim() : account.email);
export const sydneyDay = (iso: string) => formatInstant(iso, 'shortDate', SYDNEY);
export const sydneyTime = (iso: string) => formatInstant(iso, 'shortDateTime', SYDNEY);
export const lockWords = (account: Pick<AccountOverview, 'lockedOutUntil'>) =>
  account.lockedOutUntil ? `Locked out until ${sydneyTime(account.lockedOutUntil)} (Sydney time), after wrong passwords` : 'Not locked out';

/** The download's name: the API's (harbour-data-<Sydney date>-<account id>.zip), else the same with today's UTC date. */
export function exportFileName(contentDisposition: string | null, accountId: string, now = new Date()): string {
  const named = /filename="(harbour-data-[\w-]+\.zip)"/.exec(contentDisposition ?? '')?.[1];
  return named ?? `harbour-data-${now.toISOString().slice(0, 10)}-${accountId}.zip`;
}
