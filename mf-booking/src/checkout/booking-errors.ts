import { errorMessageOf, isStatus } from '@harbour/sdk';
import { BOOKING_ERROR_TOAST_MS } from '@harbour/ui';
import { useToasts } from '@harbour/platform';

export const NO_LONGER_AVAILABLE = 'That time is no longer available. Please choose another time.';

/** Spec §8: booking-error toasts stay 7000 ms. */
export function useBookingErrorToast() {
  const toasts = useToasts();
  return (error: unknown) => {
    const message = isStatus(error, 409) && /no longer available/i.test(errorMessageOf(error)) ? NO_LONGER_AVAILABLE : errorMessageOf(error);
    toasts.show({ type: 'error', message, autoCloseMs: BOOKING_ERROR_TOAST_MS });
    return message;
  };
}

/** A lost race: someone else holds or booked the time. */
export const isTimeTaken = (error: unknown) => isStatus(error, 409) && /no longer available|released|expired/i.test(errorMessageOf(error));
