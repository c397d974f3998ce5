import { createHash } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford base32: no I, L, O, U

/**
 * "HB-20261123-7K3QX9PA": the service date and 8 characters derived from the invoice's own id, so
 * the same invoice always gets the same number and no counter (a read-then-write) is needed; the
 * unique index on the number is the guarantee.
 */
export function invoiceNumberFor(invoiceId: string, serviceDate: Date): string {
  const digest = createHash('sha256').update(invoiceId).digest();
  let code = '';
  for (let i = 0; i < 8; i += 1) code += ALPHABET[digest[i] % 32];
  return `HB-${serviceDate.toISOString().slice(0, 10).replaceAll('-', '')}-${code}`;
}
