import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '@harbour/router';

/**
 * The booking in progress lives in the URL (so the sign-in round trip, which returns to the same
 * address, and a reload keep it) and is mirrored to sessionStorage (so /book without a query, e.g.
 * after the confirmation or from the header, resumes this tab's choice).
 */
export const BOOKING_KEYS = ['therapyTypeId', 'sessionDurationTypeId', 'timezoneId', 'psychologistId', 'startsAt', 'fundingRoute', 'reservationId'] as const;
export type BookingKey = (typeof BOOKING_KEYS)[number];
export type BookingChoice = Partial<Record<BookingKey, string>>;

const STORAGE_KEY = 'harbour.booking';

export function readStoredBooking(): BookingChoice {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? choiceFrom(stored as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function clearStoredBooking() {
  sessionStorage.removeItem(STORAGE_KEY);
}

/** Only the booking's keys, only non-empty strings (a stored or typed address may carry anything). */
function choiceFrom(source: Record<string, unknown>): BookingChoice {
  const choice: BookingChoice = {};
  for (const key of BOOKING_KEYS) {
    const value = source[key];
    if (typeof value === 'string' && value) choice[key] = value;
  }
  return choice;
}

/** The choice an address carries; the stored one fills in only when the address carries none at all. */
export function choiceFromParams(params: URLSearchParams, stored: BookingChoice): BookingChoice {
  const fromUrl = choiceFrom(Object.fromEntries(params.entries()));
  return Object.keys(fromUrl).length ? fromUrl : stored;
}

/**
 * The address after a change: the current choice written out in full (so a resumed stored choice
 * reaches the address), the changes on top (an empty value removes a key), other parameters kept.
 */
export function paramsWith(params: URLSearchParams, choice: BookingChoice, changes: BookingChoice): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of BOOKING_KEYS) {
    if (!next.has(key) && choice[key]) next.set(key, choice[key]!);
  }
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** A query string holding just the booking's keys. */
export function bookingQuery(choice: BookingChoice): string {
  const params = new URLSearchParams();
  for (const key of BOOKING_KEYS) if (choice[key]) params.set(key, choice[key]!);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useBookingChoice() {
  const [params, setParams] = useSearchParams();
  const choice = useMemo<BookingChoice>(() => choiceFromParams(params, readStoredBooking()), [params]);
  // An update made after an await (a price that came back, a new hold) applies to the address as
  // it is then, not as it was when the call began: a part chosen meanwhile is kept.
  const latest = useRef({ params, setParams });
  latest.current = { params, setParams };

  useEffect(() => {
    if (Object.keys(choice).length) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
  }, [choice]);

  const update = useCallback((changes: BookingChoice) => {
    const { params: current, setParams: set } = latest.current;
    set(paramsWith(current, choiceFromParams(current, readStoredBooking()), changes), { replace: true });
  }, []);

  /** The address's parameters as of the last render (for changes beside the booking's own keys). */
  const currentParams = useCallback(() => latest.current.params, []);

  return { choice, update, params, setParams, currentParams };
}
