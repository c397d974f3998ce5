/** Spec §9 toast constants. */
export const TOAST_AUTO_CLOSE_MS = 5000;
/** Booking-error toasts stay longer: they usually explain why a booking did not go through. */
export const BOOKING_ERROR_TOAST_MS = 7000;
/** After a non-multiple toast, further non-multiple toasts are dropped for this long. */
export const TOAST_STACK_GUARD_MS = 390;

export const DEFAULT_TOAST_POSITION = 'top-right';
/** Messaging ("new message") toasts sit bottom-left, away from the other notifications. */
export const MESSAGE_TOAST_POSITION = 'bottom-left';

/** Above modals (see MODAL_Z_INDEX), so a toast about a failed action inside a dialog is seen. */
export const TOAST_Z_INDEX = 1100;
