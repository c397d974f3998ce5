/**
 * Medicare card number (domain.md): 10 digits on the card — first digit 2–6, the 9th a check
 * digit over the first eight (weights 1 3 7 9 1 3 7 9, mod 10), the 10th the issue number — and
 * the person's individual reference number (1–9) beside their name. Example: 2123 45670 1.
 */
const CHECK_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9];

/** Drops the spaces and dashes people type from the card. */
export function normaliseMedicareCardNumber(input: string): string {
  return input.replace(/[\s-]+/g, '');
}

export function isValidMedicareCardNumber(input: string): boolean {
  const value = normaliseMedicareCardNumber(input);
  if (!/^[2-6]\d{9}$/.test(value)) return false;
  const sum = CHECK_WEIGHTS.reduce((total, weight, i) => total + Number(value[i]) * weight, 0);
  return sum % 10 === Number(value[8]);
}

/** The individual reference number: one digit 1–9. */
export function isValidMedicareReferenceNumber(input: string): boolean {
  return /^[1-9]$/.test(input.trim());
}

export const INVALID_MEDICARE_CARD_NUMBER = 'Enter the 10-digit number on your Medicare card, e.g. 2123 45670 1.';
export const INVALID_MEDICARE_REFERENCE_NUMBER = 'Enter the number (1–9) beside your name on the card.';
