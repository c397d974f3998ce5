import type { AvailableSlot } from '@harbour/sdk/availability';

export interface SlotDay {
  /** The day on the viewer's clock, 'YYYY-MM-DD'. */
  date: string;
  /** The API's words for it, "Tuesday 24 November". */
  label: string;
  slots: AvailableSlot[];
}

/** Slots grouped by the viewer's day, days and times in the order the API sent them (soonest first). */
export function slotsByDay(slots: readonly AvailableSlot[]): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const day = days.get(slot.localDate) ?? { date: slot.localDate, label: slot.dateLabel, slots: [] };
    day.slots.push(slot);
    days.set(slot.localDate, day);
  }
  return [...days.values()];
}

/** A slot for a screen reader or a list: "Tuesday 24 November at 9:00 am AEDT". */
export const slotText = (slot: AvailableSlot) => `${slot.dateLabel} at ${slot.timeLabel} ${slot.zoneAbbreviation}`;
