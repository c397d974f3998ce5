// What booking screens in several areas repeat. Bundled by each area (packages/booking-kit/README.md).
export { useBookableSlots, type BookableSlots, type BookableSlotsRequest } from './slots/useBookableSlots';
export { bookingWindow } from './slots/booking-window';
export { slotsByDay, slotText, type SlotDay } from './slots/slot-days';
export { SlotPicker } from './slots/SlotPicker';
export { TimeButtons } from './slots/TimeButtons';
export { ChoiceButtons } from './slots/ChoiceButtons';
