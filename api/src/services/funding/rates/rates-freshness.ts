import type { FundingRate, FundingRateScheme } from './funding-rates.data';

/** Funders' rates change every 1 July: a newest row older than this means this year's is missing. */
export const STALE_AFTER_MONTHS = 12;
export const RATE_SCHEMES: readonly FundingRateScheme[] = ['Medicare', 'NDIS', 'DVA'];

export interface RatesFreshness {
  scheme: FundingRateScheme;
  /** The newest `effectiveFrom` of the scheme's rows (absent: no row at all). */
  newestEffectiveFrom?: string;
  /** The newest row is more than 12 months old (or there is none): quotes use old amounts. */
  stale: boolean;
  /** What an administrator should do, when stale. */
  message?: string;
}

/** The date twelve months before a 'YYYY-MM-DD' date. */
function monthsBefore(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, d.getUTCDate())).toISOString().slice(0, 10);
}

/** Per funder: is its newest dated row more than 12 months old on `today`? */
export function ratesFreshness(rates: readonly FundingRate[], today: string): RatesFreshness[] {
  const cutoff = monthsBefore(today, STALE_AFTER_MONTHS);
  return RATE_SCHEMES.map((scheme) => {
    const newest = rates.filter((r) => r.scheme === scheme).reduce<string | undefined>((max, r) => (max === undefined || r.effectiveFrom > max ? r.effectiveFrom : max), undefined);
    if (newest === undefined) return { scheme, stale: true, message: `No ${scheme} rates are on file: sessions under ${scheme} cannot be priced.` };
    if (newest >= cutoff) return { scheme, newestEffectiveFrom: newest, stale: false };
    return {
      scheme,
      newestEffectiveFrom: newest,
      stale: true,
      message: `The newest ${scheme} rates apply from ${newest}, more than ${STALE_AFTER_MONTHS} months ago: every quote still uses them. Add this year's rates (they change every 1 July).`,
    };
  });
}
