import type { AvailableSlot } from '@harbour/sdk/availability';
import { ChoiceButtons } from './ChoiceButtons';

/**
 * Times as buttons, the chosen one pressed. Each shows the API's `displayTimeLabel`: the clock
 * time, with the zone added when two starts share that clock label (the night clocks go back).
 */
export function TimeButtons({
  slots,
  isChosen,
  onChoose,
  namedWithDay = false,
  ...group
}: {
  slots: readonly AvailableSlot[];
  isChosen: (slot: AvailableSlot) => boolean;
  onChoose: (slot: AvailableSlot) => void;
  /** Name each button with its day and zone ("Tuesday 24 November 9:00 am AEDT") where the group's name does not say the day. */
  namedWithDay?: boolean;
} & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  return (
    <ChoiceButtons role="group" {...group}>
      {slots.map((s) => (
        <button key={s.startsAt} type="button" aria-pressed={isChosen(s)} aria-label={namedWithDay ? `${s.dateLabel} ${s.timeLabel} ${s.zoneAbbreviation}` : undefined} onClick={() => onChoose(s)}>
          {s.displayTimeLabel}
        </button>
      ))}
    </ChoiceButtons>
  );
}
