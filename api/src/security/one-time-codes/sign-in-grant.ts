import { createHash, randomBytes } from 'node:crypto';
import { CodeReservationModel } from './code-reservation.model';
import { SignInGrantModel } from './sign-in-grant.model';
import { isDuplicateKey } from '../../lib/duplicate-key';

/** How long a sign-in grant can be redeemed: the browser uses it at once, so minutes are plenty. */
export const SIGN_IN_GRANT_TTL_MS = 2 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** 32 random bytes, base64url: 43 characters. */
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

/** Issues a grant that signs `userId` in once, within SIGN_IN_GRANT_TTL_MS; returns its token. */
export async function issueSignInGrant(userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await SignInGrantModel.create({ _id: hashOf(token), userId, createdAt: now, expiresAt: new Date(now.getTime() + SIGN_IN_GRANT_TTL_MS) });
  return token;
}

/**
 * The account a grant signs in, or undefined when the token is unknown, expired or already used.
 * Single use is decided by one insert with a fixed key (the only atomic step FerretDB 1.24 has):
 * of two requests racing with the same token, exactly one gets the account.
 */
export async function redeemSignInGrant(token: unknown, now = new Date()): Promise<string | undefined> {
  if (typeof token !== 'string' || !WELL_FORMED.test(token)) return undefined;
  const id = hashOf(token);
  const grant = await SignInGrantModel.findById(id).lean();
  if (!grant || grant.expiresAt.getTime() <= now.getTime()) return undefined;
  try {
    await CodeReservationModel.create({ _id: `sign-in-grant:${id}:done`, ownerId: id, kind: 'done', createdAt: now });
  } catch (err) {
    if (isDuplicateKey(err)) return undefined;
    throw err;
  }
  // Used: the grant itself goes; the reservation stays as the record that it was used.
  await SignInGrantModel.deleteOne({ _id: id });
  return grant.userId;
}
