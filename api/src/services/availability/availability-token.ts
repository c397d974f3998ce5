import { importJWK, jwtVerify, SignJWT, errors, type CryptoKey, type KeyObject } from 'jose';
import { configuration } from '../../configuration';
import { unauthorised } from '../../http/problem';
import { invalidField } from '../../http/validation';
import { loadIdentitySecrets, tokenVerificationKeys } from '../identity';

/**
 * Availability tokens: short-lived signed tokens that scope which psychologists'
 * times a page may read (the spec used a calendar vendor's element tokens; these are our own).
 * Signed with the identity authority's own key (ES256, kept in the database, so every API
 * process signs and checks alike) but with their own audience and type, so an access token is
 * never accepted as one and an availability token never as an access token.
 */
export const AVAILABILITY_TOKEN_AUDIENCE = 'urn:harbour:availability';
const TOKEN_TYPE = 'availability+jwt';
export const AVAILABILITY_TOKEN_TTL_SECONDS = 15 * 60;

export interface AvailabilityTokenScope {
  psychologistIds: string[];
  /** The page origin the token was issued for. */
  origin: string;
  /** The client it was issued to, when signed in. */
  patientId?: string;
  /** Only psychologists taking new clients (the unauthenticated token's `isAvailableForNewClients`; always for a signed-in client)… */
  newClientsOnly: boolean;
  /** …except these, whom the signed-in client already sees (they have a session with them). */
  knownPsychologistIds?: string[];
}

let signingKey: Promise<{ key: CryptoKey | KeyObject | Uint8Array; kid?: string }> | undefined;

function key() {
  signingKey ??= loadIdentitySecrets().then(async (secrets) => {
    const jwk = secrets.jwks.keys[0];
    return { key: await importJWK(jwk, 'ES256'), kid: jwk.kid };
  });
  return signingKey;
}

/** Tests drop their database between files: forget a key cached from an earlier one. */
export function forgetAvailabilitySigningKey(): void {
  signingKey = undefined;
}

/** The origin must be the portal's own (the page asking), as `scheme://host[:port]`. */
export function checkOrigin(origin: string): string {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    throw invalidField('origin', 'must be an origin such as https://harbour.example');
  }
  if (parsed.origin !== origin.replace(/\/$/, '')) throw invalidField('origin', 'must be an origin such as https://harbour.example');
  if (parsed.origin !== new URL(configuration().publicUrl).origin) throw invalidField('origin', 'is not a Harbour page');
  return parsed.origin;
}

export async function signAvailabilityToken(scope: AvailabilityTokenScope, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const { key: signing, kid } = await key();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + AVAILABILITY_TOKEN_TTL_SECONDS) * 1000);
  const token = await new SignJWT({ psy: [...new Set(scope.psychologistIds)], origin: scope.origin, nc: scope.newClientsOnly, ...(scope.patientId && { pid: scope.patientId }), ...(scope.knownPsychologistIds?.length && { known: scope.knownPsychologistIds }) })
    .setProtectedHeader({ alg: 'ES256', typ: TOKEN_TYPE, ...(kid && { kid }) })
    .setIssuer(configuration().issuer)
    .setAudience(AVAILABILITY_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(signing);
  return { token, expiresAt };
}

/** The scope of a valid token; 401 for a missing, forged, expired or foreign one. */
/**
 * Tokens already verified in this process, until they expire: a page reads availability with the
 * same token many times (and a busy page has many readers), and an ES256 check per read is the
 * biggest cost left once the answer itself is cached. Keyed by the whole token, so a changed byte
 * is verified afresh.
 */
const verified = new Map<string, { scope: AvailabilityTokenScope; expiresAtMs: number }>();
const VERIFIED_LIMIT = 5_000;

export async function verifyAvailabilityToken(token: string | undefined): Promise<AvailabilityTokenScope> {
  if (!token) throw unauthorised('An availability token is required.');
  const known = verified.get(token);
  if (known && known.expiresAtMs > Date.now()) return known.scope;
  return verifyAvailabilityTokenSignature(token);
}

async function verifyAvailabilityTokenSignature(token: string): Promise<AvailabilityTokenScope> {
  try {
    const { payload } = await jwtVerify(token, await tokenVerificationKeys(), {
      issuer: configuration().issuer,
      audience: AVAILABILITY_TOKEN_AUDIENCE,
      typ: TOKEN_TYPE,
      algorithms: ['ES256'],
    });
    const psychologistIds = payload.psy;
    if (!Array.isArray(psychologistIds) || !psychologistIds.every((id) => typeof id === 'string') || typeof payload.origin !== 'string') throw unauthorised();
    const scope: AvailabilityTokenScope = {
      psychologistIds,
      origin: payload.origin,
      newClientsOnly: payload.nc === true,
      ...(typeof payload.pid === 'string' && { patientId: payload.pid }),
      ...(Array.isArray(payload.known) && { knownPsychologistIds: payload.known.filter((id): id is string => typeof id === 'string') }),
    };
    if (typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_LIMIT) verified.clear();
      verified.set(token, { scope, expiresAtMs: payload.exp * 1000 });
    }
    return scope;
  } catch (err) {
    if (err instanceof errors.JOSEError) throw unauthorised('The availability token is not valid or has expired.');
    throw err;
  }
}
