// The availability domain's front door: what other domains may use (functions and types, never its models).
export type { AvailabilityRecord, WeeklyHours } from './availability.model';
export { availabilitiesOf, availabilityTimeZoneOf, psychologistIdsWithAvailability } from './availability-reads';
export { checkSlotRangeQuery, slotsForViewer } from './booking-availability';
export type { PsychologistSlots } from './booking-availability';
export { busyFromSlotLocks } from './busy-time';
export { findNextAvailable, findSlots } from './next-available';
export { isBookable } from './slot-engine';
export type { NotBookableReason } from './slot-engine';
export { SLOT_BLOCK_MINUTES, slotLockId } from './slot-lock.model';
export type { SlotLockRecord } from './slot-lock.model';
export { slotLockIdsOfHolder, slotLockOf, slotLocksOfHolder, slotLocksOfPsychologist } from './slot-lock-reads';
export type { SlotLockHolding } from './slot-lock-reads';
export { deleteSlotLockOfHolder, deleteSlotLocksOfHolder, holdsToSessionLocks, insertSlotLocks, sessionLocksToHolds, setHoldsExpiry } from './slot-lock-writes';
export { cachedAvailabilityRules } from './slots-input-cache';
export { DEFAULT_LATE_CANCELLATION_HOURS, bookingPolicyOf } from './booking-policy';
export { registerAvailability } from './register-availability';
