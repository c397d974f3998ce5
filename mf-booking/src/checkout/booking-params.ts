import { useCallback, useEffect, useMemo } from 'react';
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
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as BookingChoice;
  } catch {
    return {};
  }
}

export function clearStoredBooking() {
  sessionStorage.removeItem(STORAGE_KEY);
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
  const choice = useMemo<BookingChoice>(() => {
    const fromUrl: BookingChoice = {};
    for (const key of BOOKING_KEYS) {
      const value = params.get(key);
      if (value) fromUrl[key] = value;
    }
    // The URL wins; the stored choice fills in only when the URL carries none at all.
    return Object.keys(fromUrl).length ? fromUrl : readStoredBooking();
  }, [params]);

  useEffect(() => {
    if (Object.keys(choice).length) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
  }, [choice]);

  const update = useCallback(
    (changes: BookingChoice) => {
      const next = new URLSearchParams(params);
      for (const key of BOOKING_KEYS) {
        if (!next.has(key) && choice[key]) next.set(key, choice[key]!);
      }
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      setParams(next, { replace: true });
    },
    [params, setParams, choice],
  );

  return { choice, update, params };
}
