import { splitCallingCode } from './callingCodes';

/** Cuts digits into groups of the given sizes; the last group takes whatever is left. */
function group(digits: string, sizes: readonly number[]): string {
  const parts: string[] = [];
  let rest = digits;
  for (const [index, size] of sizes.entries()) {
    if (!rest) break;
    const take = index === sizes.length - 1 ? rest.length : size;
    parts.push(rest.slice(0, take));
    rest = rest.slice(take);
  }
  if (rest) parts.push(rest);
  return parts.join(' ');
}

/** Threes, ending in a four (or two fours) rather than leaving a lone digit or pair. */
function genericSizes(length: number): number[] {
  if (length <= 4) return [length];
  if (length === 5) return [2, 3];
  if (length % 3 === 0) return Array(length / 3).fill(3);
  if (length % 3 === 1) return [...Array((length - 4) / 3).fill(3), 4];
  return [...Array((length - 8) / 3).fill(3), 4, 4];
}

/** National grouping as each country writes it; anything else gets the generic grouping. */
function nationalSizes(code: string, national: string): number[] {
  const n = national.length;
  switch (code) {
    case '61': // Australia: mobiles 4xx xxx xxx, landlines 2 xxxx xxxx
      if (n === 9) return national.startsWith('4') || national.startsWith('5') ? [3, 3, 3] : [1, 4, 4];
      break;
    case '64': // New Zealand: mobiles 2x xxx xxxx, landlines 9 xxx xxxx
      if (national.startsWith('2') && n >= 8) return [2, 3, n - 5];
      if (n === 8) return [1, 3, 4];
      break;
    case '1': // North America: 415 555 2671
      if (n === 10) return [3, 3, 4];
      break;
    case '44': // United Kingdom: London 20 xxxx xxxx, else 7911 123456
      if (n === 10) return national.startsWith('2') ? [2, 4, 4] : [4, 6];
      break;
    case '65': // Singapore
    case '852': // Hong Kong
      if (n === 8) return [4, 4];
      break;
  }
  return genericSizes(n);
}

/** Local numbers: 4-3-3 (spec §5); other lengths kept readable without inventing a format. */
function localSizes(length: number): number[] {
  if (length === 8) return [4, 4];
  if (length < 10) return [4, length - 4];
  return [4, 3, 3];
}

/**
 * Phone display (spec §5): "+61412345678" → "(+61) 412 345 678"; numbers without "+" are
 * grouped 4-3-3: "0412345678" → "0412 345 678". Spaces, dashes, dots and brackets in the input
 * are ignored; input that is not a phone number comes back trimmed and otherwise as it was.
 */
export function formatPhoneNumber(raw: string | null | undefined): string {
  const trimmed = (raw ?? '').trim();
  // "+61 (0)412 …": the bracketed trunk zero is not dialled from abroad.
  const compact = trimmed.replace(/\(0\)/g, '').replace(/[\s\-.()]/g, '');
  if (!/^\+?\d+$/.test(compact)) return trimmed;

  if (!compact.startsWith('+')) return group(compact, localSizes(compact.length));
  const { code, national } = splitCallingCode(compact.slice(1));
  if (!national) return trimmed;
  return `(+${code}) ${group(national, nationalSizes(code, national))}`;
}
