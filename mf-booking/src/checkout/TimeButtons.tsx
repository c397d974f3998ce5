import type { AvailableSlot } from '@harbour/sdk/sessions';
import { ChoiceGrid } from './ui';

/** One psychologist's times on one day: big tap targets that wrap on a phone, the chosen one pressed. */
export function TimeButtons({
  slots,
  label,
  isChosen,
  onChoose,
}: {
  slots: readonly AvailableSlot[];
  /** The group's name, "Times with …" (read before the buttons). */
  label: string;
  isChosen: (slot: AvailableSlot) => boolean;
  onChoose: (slot: AvailableSlot) => void;
}) {
  return (
    <ChoiceGrid role="group" aria-label={label}>
      {slots.map((s) => (
        <button
          key={s.startsAt}
          type="button"
          aria-pressed={isChosen(s)}
          aria-label={`${s.dateLabel} ${s.timeLabel} ${s.zoneAbbreviation}`}
          onClick={() => onChoose(s)}
        >
          {s.displayTimeLabel}
        </button>
      ))}
    </ChoiceGrid>
  );
}
