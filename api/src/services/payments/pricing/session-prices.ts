import { sessionDurationTypes } from '../../reference-data';
import { calendarDateIn } from '../../../lib/australian-date';
import { requirePsychologist } from './estimate';
import { loadFundingRates } from '../../funding';
import { feeFor, practicePricesOf } from './practice-prices.model';
import type { CheckSurchargeRequest, SessionPrices, SurchargeAnswer } from './pricing.types';
import { rateOn } from './quote';
import { parseInstant, parseTimeZone } from '../../sessions';
import { bookingPolicyOf } from '../../availability';

/** GET /sessions/prices: a psychologist's fee per length and today's Medicare rebate for it. */
export async function sessionPrices(psychologistId: string, now = new Date()): Promise<SessionPrices> {
  await requirePsychologist(psychologistId);
  const [prices, rates] = await Promise.all([practicePricesOf(psychologistId), loadFundingRates()]);
  const today = calendarDateIn(now);
  return {
    psychologistId,
    practitionerType: prices.practitionerType,
    bulkBills: prices.bulkBills,
    currency: 'aud',
    prices: sessionDurationTypes.map((type) => {
      const rate = rateOn(
        rates,
        (r) => r.scheme === 'Medicare' && r.practitionerType === prices.practitionerType && type.value >= r.minMinutes && (r.maxMinutes === undefined || type.value <= r.maxMinutes),
        today,
      );
      return {
        sessionDurationTypeId: type.sessionDurationTypeId,
        durationMinutes: type.value,
        feeCents: feeFor(prices, type.value),
        ...(rate?.rebateCents && { medicareRebateCents: rate.rebateCents, medicareItem: rate.item, rateEffectiveFrom: rate.effectiveFrom }),
      };
    }),
  };
}

/** After hours: before 08:00 or from 18:00 on weekdays, or any time at the weekend, in the psychologist's zone. */
export function isAfterHours(startsAt: Date, timeZone: string): boolean {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).formatToParts(startsAt);
  const weekday = parts.find((p) => p.type === 'weekday')?.value ?? '';
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 12);
  return weekday === 'Sat' || weekday === 'Sun' || hour < 8 || hour >= 18;
}

export async function checkSurcharge(body: CheckSurchargeRequest): Promise<SurchargeAnswer> {
  const startsAt = parseInstant(body.sessionStartDate, 'sessionStartDate');
  const timezoneId = parseTimeZone(body.timezoneId);
  if (!body.psychologistId) return { hasSurcharge: false, surchargeCents: 0 };
  await requirePsychologist(body.psychologistId);
  const [prices, policy] = await Promise.all([practicePricesOf(body.psychologistId), bookingPolicyOf(body.psychologistId)]);
  if (prices.afterHoursSurchargeCents > 0 && isAfterHours(startsAt, policy.timeZone ?? timezoneId)) {
    return { hasSurcharge: true, surchargeCents: prices.afterHoursSurchargeCents, reason: 'After-hours session' };
  }
  return { hasSurcharge: false, surchargeCents: 0 };
}
