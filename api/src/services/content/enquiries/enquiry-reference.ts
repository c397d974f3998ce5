import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a reference read out over the phone is not misheard. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** `H-` and 6 characters (31^6 ≈ 887 million; the unique index catches the rare repeat). */
export function newEnquiryReference(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `H-${code}`;
}
