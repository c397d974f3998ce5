/**
 * Australian Business Number check (ATO's published algorithm): subtract 1 from the first digit,
 * weight the 11 digits 10,1,3,5,7,9,11,13,15,17,19, and the sum must divide by 89.
 */
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The ABN's 11 digits (spaces removed), or undefined when it is not 11 digits. */
export function normaliseAbn(input: string): string | undefined {
  const digits = input.replace(/\s+/g, '');
  return /^\d{11}$/.test(digits) ? digits : undefined;
}

export function isValidAbn(input: string): boolean {
  const abn = normaliseAbn(input);
  if (!abn) return false;
  const sum = [...abn].reduce((total, char, i) => total + (Number(char) - (i === 0 ? 1 : 0)) * WEIGHTS[i], 0);
  return sum % 89 === 0;
}

/** "51 824 753 556": how an ABN is printed. */
export function formatAbn(abn: string): string {
  const d = normaliseAbn(abn) ?? abn;
  return `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}`;
}
