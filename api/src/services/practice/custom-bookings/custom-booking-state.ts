/**
 * Custom booking states (spec §4: "Custom booking can be created, cancelled or rejected"; accepting
 * books it). Only an offer still open can change, and only by the person the action belongs to.
 */
export type CustomBookingStatus = 'Offered' | 'Accepted' | 'Rejected' | 'Cancelled';
export type CustomBookingAction = 'accept' | 'reject' | 'cancel';

const RESULT: Record<CustomBookingAction, CustomBookingStatus> = { accept: 'Accepted', reject: 'Rejected', cancel: 'Cancelled' };
/** Who may do what: the patient answers the offer, the psychologist withdraws it. */
export const ACTOR_OF: Record<CustomBookingAction, 'client' | 'psychologist'> = { accept: 'client', reject: 'client', cancel: 'psychologist' };

export type Transition = { ok: true; status: CustomBookingStatus } | { ok: false; reason: string };

export function transition(status: CustomBookingStatus, action: CustomBookingAction): Transition {
  if (status !== 'Offered') return { ok: false, reason: `This custom booking was already ${status.toLowerCase()}.` };
  return { ok: true, status: RESULT[action] };
}

/** An offer whose every time has passed can no longer be accepted. */
export function hasOpenTime(times: Date[], now: Date): boolean {
  return times.some((t) => t.getTime() > now.getTime());
}
