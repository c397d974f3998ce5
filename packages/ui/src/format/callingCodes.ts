// ITU calling codes form a prefix code: once the digits after "+" match a code, no longer code
// starts the same way. Only the one- and two-digit codes need listing; every other code has
// three digits. That tells where any country code ends, without a full phone library.
const ONE_DIGIT = new Set(['1', '7']);
const TWO_DIGIT = new Set([
  '20', '27', '30', '31', '32', '33', '34', '36', '39', '40', '41', '43', '44', '45', '46', '47', '48', '49',
  '51', '52', '53', '54', '55', '56', '57', '58', '60', '61', '62', '63', '64', '65', '66',
  '81', '82', '84', '86', '90', '91', '92', '93', '94', '95', '98',
]);

/** Splits international digits (without the "+") into calling code and national number. */
export function splitCallingCode(digits: string): { code: string; national: string } {
  const length = ONE_DIGIT.has(digits.slice(0, 1)) ? 1 : TWO_DIGIT.has(digits.slice(0, 2)) ? 2 : 3;
  return { code: digits.slice(0, length), national: digits.slice(length) };
}
