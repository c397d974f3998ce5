import { HttpProblem } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { parseInstant } from '../../sessions';
import { priceSession } from './estimate';
import type { ListedFundingRoute, PriceList, PriceListEntry, PriceListRequest } from './pricing.types';

const LISTED: readonly ListedFundingRoute[] = ['Private', 'Medicare', 'BulkBilled', 'Partnership'];
export const PRICE_LIST_MAX = 60;

/**
 * Prices many sessions at once under one funding route (a directory page, a day of times): each
 * is the same quote as `estimateSessionPrice`. A psychologist who cannot be booked (unknown, not
 * approved) is left out rather than failing the list; any other problem fails it.
 */
export async function priceList(body: PriceListRequest, patientId: string | undefined, now = new Date()): Promise<PriceList> {
  const route = body.fundingRoute ?? 'Private';
  if (!LISTED.includes(route)) throw invalidField('fundingRoute', `Must be one of ${LISTED.join(', ')}: other routes are priced with their details.`);
  if (!Array.isArray(body.sessions) || body.sessions.length === 0 || body.sessions.length > PRICE_LIST_MAX) {
    throw invalidField('sessions', `Between 1 and ${PRICE_LIST_MAX} sessions.`);
  }
  const starts = body.sessions.map((item, i) => (item.sessionStartDate ? parseInstant(item.sessionStartDate, `sessions.${i}.sessionStartDate`) : now));
  const entries = await Promise.all(
    body.sessions.map(async (item, i): Promise<PriceListEntry | undefined> => {
      try {
        const priced = await priceSession(
          { psychologistId: item.psychologistId, sessionDurationTypeId: item.sessionDurationTypeId, startsAt: starts[i], fundingRoute: route, funding: {}, patientId, assumeReferral: body.withReferral },
          now,
        );
        return { ...item, quote: priced.quote, referralAssumed: priced.referralAssumed };
      } catch (err) {
        if (err instanceof HttpProblem && err.status === 404) return undefined;
        if (err instanceof HttpProblem && err.status === 422 && err.fields) {
          const [[field, message]] = Object.entries(err.fields);
          throw invalidField(`sessions.${i}.${field}`, message);
        }
        throw err;
      }
    }),
  );
  return { quotes: entries.filter((entry): entry is PriceListEntry => entry !== undefined) };
}
