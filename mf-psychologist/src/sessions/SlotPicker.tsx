import { errorMessageOf } from '@harbour/sdk';
import { useBookableSlots, type BookableSlots } from '@harbour/booking-kit';
import { Loading, LoadError } from '@harbour/ui';

const label = (s: { dateLabel: string; timeLabel: string; zoneAbbreviation: string }) => `${s.dateLabel}, ${s.timeLabel} ${s.zoneAbbreviation}`;

/**
 * The psychologist's own bookable times for the next two weeks (as clients are offered them), to
 * choose one (`multiple` false) or several. Offering only these keeps to the booking rules.
 */
export function SlotPicker({ durationMinutes, ...choices }: { durationMinutes: number } & Omit<SlotChoicesProps, 'own'>) {
  const own = useBookableSlots({ as: 'psychologist', durationMinutes });
  return <SlotChoices own={own} {...choices} />;
}

interface SlotChoicesProps {
  /** The psychologist's own bookable times, read by the caller (`useBookableSlots` as the psychologist). */
  own: BookableSlots;
  multiple: boolean;
  value: string[];
  onChange: (v: string[]) => void;
  max?: number;
}

/** The choice among times already asked for: a page that waits for them before showing its forms reads them itself. */
export function SlotChoices({ own, multiple, value, onChange, max = 5 }: SlotChoicesProps) {
  if (own.error) return <LoadError what="your bookable times" message={errorMessageOf(own.error)} onRetry={own.retry} />;
  // Compact: what follows moves less when the times arrive (a page that must not move waits for them itself).
  if (own.isLoading) return <Loading label="Loading your bookable times" compact />;
  const slots = own.slots.slice(0, 60);
  if (slots.length === 0) return <p>No bookable times in the next two weeks: open some on your availability page.</p>;
  if (!multiple) {
    return (
      <label>
        Time
        <select value={value[0] ?? ''} onChange={(e) => onChange(e.target.value ? [e.target.value] : [])} required>
          <option value="">Choose a time</option>
          {slots.map((s) => (
            <option key={s.startsAt} value={s.startsAt}>
              {label(s)}
            </option>
          ))}
        </select>
      </label>
    );
  }
  return (
    <fieldset>
      <legend>Times to offer (up to {max})</legend>
      <div style={{ maxHeight: '16rem', overflowY: 'auto', display: 'grid', gap: '0.25rem' }}>
        {slots.map((s) => {
          const checked = value.includes(s.startsAt);
          return (
            <label key={s.startsAt}>
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && value.length >= max}
                onChange={(e) => onChange(e.target.checked ? [...value, s.startsAt] : value.filter((v) => v !== s.startsAt))}
              />{' '}
              {label(s)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
