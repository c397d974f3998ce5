import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export type MobileCheck = { ok: true; e164: string; display: string } | { ok: false; message: string };

export const NOT_AN_AUSTRALIAN_MOBILE = 'Enter an Australian mobile number, like 0412 345 678 or +61 412 345 678.';

/**
 * An Australian mobile number in any usual writing (0412 345 678, +61 412 345 678, 61412345678,
 * with spaces, dashes or brackets), normalised to E.164 (+61412345678) for the SMS provider.
 * libphonenumber's "max" metadata knows which ranges are mobile, so landlines, short numbers,
 * other countries and unallocated ranges are refused.
 */
export function checkAustralianMobile(input: unknown): MobileCheck {
  if (typeof input !== 'string' || !input.trim()) return { ok: false, message: 'Enter your mobile number.' };
  if (input.length > 40 || /[^\d\s()+.-]/.test(input)) return { ok: false, message: NOT_AN_AUSTRALIAN_MOBILE };
  const parsed = parsePhoneNumberFromString(input, 'AU');
  if (!parsed || parsed.country !== 'AU' || !parsed.isValid() || parsed.getType() !== 'MOBILE') return { ok: false, message: NOT_AN_AUSTRALIAN_MOBILE };
  return { ok: true, e164: parsed.number, display: parsed.formatNational() };
}

/** "0412 345 678" for a stored +61412345678 (what the client typed it as). */
export function displayAustralianMobile(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
}
