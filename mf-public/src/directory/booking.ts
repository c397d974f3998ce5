import { useTrackUserEventMutation } from '@harbour/sdk/directory';

/** Where "Book" leads: the booking area's availability page for this psychologist. */
export const bookingPath = (psychologistId: string) => `/book/availability?psychologistId=${encodeURIComponent(psychologistId)}`;

/** Records a booking intent (ids only); never holds up the navigation, and a failure is not the visitor's problem. */
export function useBookingIntent() {
  const [track] = useTrackUserEventMutation();
  return (psychologistId: string, referrerId?: string) => {
    void track({ trackEventRequest: { kind: 'booking-intent', psychologistIds: [psychologistId], ...(referrerId && { referrerId }) } })
      .unwrap()
      .catch(() => undefined);
  };
}
