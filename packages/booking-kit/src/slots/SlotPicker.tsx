import { useId, useMemo } from 'react';
import type { AvailableSlot } from '@harbour/sdk/availability';
import { ChoiceButtons } from './ChoiceButtons';
import { slotsByDay } from './slot-days';
import { TimeButtons } from './TimeButtons';

/**
 * Choose a day, then a time on it: days and times as buttons, the chosen ones pressed. The first
 * day is open until another is chosen; choosing a day drops a time chosen on another day.
 */
export function SlotPicker({
  slots,
  day,
  onDay,
  chosen,
  onChoose,
}: {
  slots: readonly AvailableSlot[];
  /** The open day, 'YYYY-MM-DD' (undefined: the first day with times). */
  day: string | undefined;
  onDay: (date: string) => void;
  chosen: AvailableSlot | undefined;
  onChoose: (slot: AvailableSlot | undefined) => void;
}) {
  const days = useMemo(() => slotsByDay(slots), [slots]);
  const ids = { day: useId(), time: useId() };
  const open = days.find((d) => d.date === day) ?? days[0];
  if (!open) return null;
  return (
    <>
      <h2 id={ids.day}>Choose a day</h2>
      <ChoiceButtons role="group" aria-labelledby={ids.day}>
        {days.map((d) => (
          <button key={d.date} type="button" aria-pressed={open.date === d.date} onClick={() => (onDay(d.date), onChoose(undefined))}>
            {d.label}
          </button>
        ))}
      </ChoiceButtons>
      <h2 id={ids.time}>Choose a time on {open.label}</h2>
      <TimeButtons aria-labelledby={ids.time} slots={open.slots} isChosen={(s) => chosen?.startsAt === s.startsAt} onChoose={onChoose} />
    </>
  );
}
