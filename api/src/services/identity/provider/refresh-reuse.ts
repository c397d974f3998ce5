import type { KoaContextWithOIDC } from 'oidc-provider';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { ProviderRecordModel, type ProviderRecord } from './provider-record.model';

/**
 * The refresh token reuse interval (docs/security.md "Refresh tokens"). Refresh tokens rotate: each
 * use answers a new one and retires the old. Used again later, the old one is taken for a stolen
 * copy and the whole grant is revoked (every token of that sign-in). Two refreshes at once from one
 * browser (two tabs, a retried request) are not a theft, but the second looked like one and signed
 * the person out. So, as Auth0 and Okta do, the old token still works for a few seconds after its
 * rotation (REFRESH_TOKEN_REUSE_SECONDS); after that, a reuse revokes the grant as before.
 *
 * Every request inside the interval gets the same successor (the first one recorded), so one
 * sign-in never has two live refresh tokens: the decision is a unique insert of
 * `RefreshSuccessor:<old token>`, the one atomic write FerretDB makes.
 */
export function withinReuseInterval(consumedAt: Date | undefined, now: Date, reuseMs: number): boolean {
  return !!consumedAt && reuseMs > 0 && now.getTime() - consumedAt.getTime() < reuseMs;
}

const successorKey = (tokenId: string) => `RefreshSuccessor:${tokenId}`;
const SUCCESSOR_KEPT_MS = 14 * 24 * 60 * 60 * 1000;
const MAX_CHAIN = 5;

/** The newest token down the chain of successors recorded from `tokenId` (itself when none). */
async function newestFrom(tokenId: string): Promise<string> {
  let current = tokenId;
  for (let hop = 0; hop < MAX_CHAIN; hop++) {
    const next = await ProviderRecordModel.findById(successorKey(current), { payload: 1 }).lean<ProviderRecord>();
    if (!next) break;
    current = (JSON.parse(next.payload) as { successor: string }).successor;
  }
  return current;
}

/**
 * oidc-provider middleware: after a refresh that rotated the token, records the new token as the
 * old one's successor; a request that finds one recorded already (it raced inside the interval)
 * drops the token it was minted and answers the recorded one instead.
 */
export async function oneSuccessorPerRefresh(ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> {
  await next();
  if (ctx.oidc?.route !== 'token' || ctx.status !== 200 || ctx.oidc.params?.grant_type !== 'refresh_token') return;
  const body = ctx.body as { refresh_token?: string } | undefined;
  const presented = ctx.oidc.params.refresh_token;
  const minted = body?.refresh_token;
  if (typeof presented !== 'string' || !minted || minted === presented) return;
  const grantId = ctx.oidc.entities.RefreshToken?.grantId;
  try {
    await ProviderRecordModel.create({
      _id: successorKey(presented),
      kind: 'RefreshSuccessor',
      payload: JSON.stringify({ successor: minted }),
      // Removed with the grant (revokeByGrantId), else swept when the token would have expired.
      ...(grantId && { grantId }),
      expiresAt: new Date(Date.now() + SUCCESSOR_KEPT_MS),
    });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    const recorded = await newestFrom(presented);
    await ProviderRecordModel.deleteOne({ _id: `RefreshToken:${minted}` });
    body!.refresh_token = recorded;
  }
}
