import type { FundingRateRow, FundingRateScheme } from '@harbour/sdk/funding';
import { formatCalendarDate, formatCents } from '@harbour/ui';

export const SCHEMES: readonly FundingRateScheme[] = ['Medicare', 'NDIS', 'DVA'];

export const SCHEME_NAME: Record<FundingRateScheme, string> = {
  Medicare: 'Medicare (Better Access)',
  NDIS: 'NDIS',
  DVA: 'DVA',
};

const PRACTITIONER = { ClinicalPsychologist: 'clinical psychologist', Psychologist: 'psychologist' } as const;

/** "91170 (psychologist, 50+ min)": what an item covers, from its row. */
export function itemWords(row: Pick<FundingRateRow, 'item' | 'practitionerType' | 'minMinutes' | 'maxMinutes' | 'perHour'>): string {
  const length = row.perHour ? 'per hour' : row.maxMinutes !== undefined ? `${row.minMinutes}–${row.maxMinutes} min` : `${row.minMinutes}+ min`;
  return `${row.item} (${[row.practitionerType && PRACTITIONER[row.practitionerType], length].filter(Boolean).join(', ')})`;
}

/** The amounts of a row in words: Medicare's fee and rebate, NDIS's limit per hour, DVA's fee. */
export function amountWords(row: Pick<FundingRateRow, 'scheme' | 'feeCents' | 'rebateCents'>): string {
  if (row.scheme === 'Medicare') {
    const rebate = row.rebateCents !== undefined ? `rebate ${formatCents(row.rebateCents)}` : 'no rebate on file';
    return row.feeCents !== undefined ? `Schedule fee ${formatCents(row.feeCents)}, ${rebate}` : rebate.charAt(0).toUpperCase() + rebate.slice(1);
  }
  if (row.feeCents === undefined) return 'No amount on file';
  return row.scheme === 'NDIS' ? `${formatCents(row.feeCents)} an hour (price limit)` : `Fee ${formatCents(row.feeCents)}`;
}

/** A date 'YYYY-MM-DD' as Australians read it ("1 July 2026"): a calendar date, the same in every zone. */
export const dayWords = formatCalendarDate;

/**
 * Dollars as typed ("116.40", "$1,164", " 98.9 ") to whole cents; undefined when it is not an
 * amount of money (more than two decimals, letters, nothing). The API checks the range.
 */
export function centsOf(dollars: string): number | undefined {
  const text = dollars.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole, part = ''] = text.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

/** Each funder's items, newest row first (what a new row for that item inherits). */
export function itemsOf(rates: readonly FundingRateRow[], scheme: FundingRateScheme): FundingRateRow[] {
  const newest = new Map<string, FundingRateRow>();
  for (const row of rates) {
    if (row.scheme !== scheme) continue;
    const seen = newest.get(row.item);
    if (!seen || row.effectiveFrom > seen.effectiveFrom) newest.set(row.item, row);
  }
  return [...newest.values()].sort((a, b) => a.item.localeCompare(b.item));
}
