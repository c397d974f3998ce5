/**
 * "Reason" for a change to a session (cancelling it, changing its type): the API's list of reasons,
 * none chosen at first. The value is the chosen reason's id as text ('' for none).
 */
export function ReasonSelect({
  reasons,
  value,
  onChange,
  required,
  describedBy,
  className,
}: {
  reasons: readonly { reasonId: number | string; name: string }[] | undefined;
  value: string;
  onChange: (reasonId: string) => void;
  required?: boolean;
  /** The id of a note about the chosen reason, read with the field. */
  describedBy?: string;
  className?: string;
}) {
  return (
    <label className={className}>
      Reason
      <select value={value} onChange={(e) => onChange(e.target.value)} required={required} aria-describedby={describedBy}>
        <option value="">Choose a reason</option>
        {reasons?.map((r) => (
          <option key={r.reasonId} value={r.reasonId}>
            {r.name}
          </option>
        ))}
      </select>
    </label>
  );
}
