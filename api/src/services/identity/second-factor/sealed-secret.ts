import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * An administrator's authenticator secret as stored: sealed with AES-256-GCM under
 * SECOND_FACTOR_KEY, which lives outside the database, so a copy of the database alone does not
 * give anyone the codes. The account id is authenticated with it: a sealed secret copied onto
 * another account does not open. `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
const PREFIX = 'v1';
const ALGORITHM = 'aes-256-gcm';

export const SEALED_SECRET_UNREADABLE =
  "An administrator's authenticator secret could not be opened: SECOND_FACTOR_KEY is not the key it was sealed with, or the record was changed.";

export function sealSecret(secret: string, accountId: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(accountId, 'utf8'));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [PREFIX, iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The secret; a secret stored before sealing began (plain base32, never `v1.…`) is returned as it is. */
export function openSecret(stored: string, accountId: string, key: Buffer): string {
  const parts = stored.split('.');
  if (parts[0] !== PREFIX) return stored;
  try {
    if (parts.length !== 4) throw new Error('not four parts');
    const [iv, tag, sealed] = parts.slice(1).map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv(ALGORITHM, key, iv);
    decipher.setAAD(Buffer.from(accountId, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    throw new Error(SEALED_SECRET_UNREADABLE);
  }
}
