import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { Schema, model } from 'mongoose';
import { createLocalJWKSet, type JSONWebKeySet, type JWK } from 'jose';

/**
 * The identity authority's persistent secrets: the token signing key (JWK) and the cookie keys.
 * Kept in MongoDB so every API process signs and checks with the same keys and a restart does
 * not sign everybody out. Created once, on first start, by whichever process gets there first.
 */
interface IdentitySecretsRecord {
  _id: string;
  jwks: { keys: JWK[] };
  cookieKeys: string[];
  createdAt: Date;
}

const secretsSchema = new Schema<IdentitySecretsRecord>(
  {
    _id: { type: String, required: true },
    jwks: { type: Schema.Types.Mixed, required: true },
    cookieKeys: { type: [String], required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'identity_secrets', versionKey: false, minimize: false },
);
const IdentitySecretsModel = model<IdentitySecretsRecord>('IdentitySecrets', secretsSchema);

const SECRETS_ID = 'current';

export interface IdentitySecrets {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

function newSecrets(): IdentitySecrets {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: randomBytes(8).toString('hex'), alg: 'ES256', use: 'sig' };
  return { jwks: { keys: [jwk] }, cookieKeys: [randomBytes(32).toString('base64url')] };
}

export async function loadIdentitySecrets(): Promise<IdentitySecrets> {
  const existing = await IdentitySecretsModel.findById(SECRETS_ID).lean<IdentitySecretsRecord>();
  if (existing) return { jwks: existing.jwks, cookieKeys: existing.cookieKeys };
  const fresh = newSecrets();
  try {
    await IdentitySecretsModel.create({ _id: SECRETS_ID, ...fresh, createdAt: new Date() });
    return fresh;
  } catch {
    // Another process created them first (duplicate _id): use theirs.
    const theirs = await IdentitySecretsModel.findById(SECRETS_ID).lean<IdentitySecretsRecord>();
    return { jwks: theirs!.jwks, cookieKeys: theirs!.cookieKeys };
  }
}

/** Public halves only, for checking tokens. */
export function publicJwks(secrets: IdentitySecrets): JSONWebKeySet {
  return {
    keys: secrets.jwks.keys.map(({ kty, crv, x, y, kid, alg, use }) => ({ kty, crv, x, y, kid, alg, use })),
  };
}

let verificationKeys: ReturnType<typeof createLocalJWKSet> | undefined;

/** The key set the API checks access tokens against (loaded lazily from the database). */
export async function tokenVerificationKeys() {
  if (!verificationKeys) verificationKeys = createLocalJWKSet(publicJwks(await loadIdentitySecrets()));
  return verificationKeys;
}

/** Tests drop their database between files: forget keys cached from an earlier one. */
export function forgetCachedKeys() {
  verificationKeys = undefined;
}
