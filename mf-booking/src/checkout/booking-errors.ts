import { errorMessageOf, isStatus } from '@harbour/sdk';
import { BOOKING_ERROR_TOAST_MS } from '@harbour/ui';
import { useToasts } from '@harbour/platform';

export const NO_LONGER_AVAILABLE = 'That time is no longer available. Please choose another time.';

const conflictSaying = (error: unknown, words: RegExp) => isStatus(error, 409) && words.test(errorMessageOf(error));

/** Someone else holds or booked the time. */
export const isTimeTaken = (error: unknown) => conflictSaying(error, /no longer available/i);

/** Nobody took the time, but the clock has passed the psychologist's minimum notice (or the time itself). */
export const isTimeGone = (error: unknown) => conflictSaying(error, /minimum notice|has passed/i);

/** Our own hold ran out or was let go (another tab held another time): the time may still be free. */
export const isHoldLost = (error: unknown) => conflictSaying(error, /expired|released/i);

/** The words a booking failure is shown in: the API's own, except a lost race, which always reads the same. */
export const bookingErrorMessage = (error: unknown) => (isTimeTaken(error) ? NO_LONGER_AVAILABLE : errorMessageOf(error));

/** Spec §8: booking-error toasts stay 7000 ms. */
export function useBookingErrorToast() {
  const toasts = useToasts();
  return (error: unknown) => {
    const message = bookingErrorMessage(error);
    toasts.show({ type: 'error', message, autoCloseMs: BOOKING_ERROR_TOAST_MS });
    return message;
  };
}
