import { randomBytes } from 'node:crypto';
import { openSecret, sealSecret, SEALED_SECRET_UNREADABLE } from './sealed-secret';

const KEY = randomBytes(32);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('an authenticator secret sealed at rest', () => {
  it('opens to the same secret for the same account, and never shows it', () => {
    const sealed = sealSecret(SECRET, 'account-1', KEY);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(openSecret(sealed, 'account-1', KEY)).toBe(SECRET);
  });

  it('is sealed differently each time (a fresh IV)', () => {
    expect(sealSecret(SECRET, 'account-1', KEY)).not.toBe(sealSecret(SECRET, 'account-1', KEY));
  });

  const sealed = sealSecret(SECRET, 'account-1', KEY);
  const [prefix, iv, tag, body] = sealed.split('.');
  const flipped = (part: string) => Buffer.from(Buffer.from(part, 'base64url').map((byte, i) => (i === 0 ? byte ^ 1 : byte))).toString('base64url');
  it.each([
    ['another account', sealed, 'account-2', KEY],
    ['another key', sealed, 'account-1', randomBytes(32)],
    ['a changed ciphertext', [prefix, iv, tag, flipped(body)].join('.'), 'account-1', KEY],
    ['a changed tag', [prefix, iv, flipped(tag), body].join('.'), 'account-1', KEY],
    ['a cut record', [prefix, iv, tag].join('.'), 'account-1', KEY],
  ])('does not open with %s', (_case, stored, accountId, key) => {
    expect(() => openSecret(stored, accountId, key)).toThrow(SEALED_SECRET_UNREADABLE);
  });

  it('reads a secret stored before sealing began as it is (plain base32)', () => {
    expect(openSecret(SECRET, 'account-1', KEY)).toBe(SECRET);
  });
});
