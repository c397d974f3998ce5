import type { FundingRouteName } from '@harbour/sdk/payments';
import { FUNDING_ROUTES, UNDECIDED } from './funding';

/** How the session will be paid, asked before the times so every price shown is the client's own. */
export function FundingChoice({ route, onChange }: { route: FundingRouteName | undefined; onChange: (value: string) => void }) {
  return (
    <label className="field">
      How will the session be paid?
      <select value={route ?? UNDECIDED} onChange={(event) => onChange(event.target.value)}>
        <option value={UNDECIDED}>Not sure yet</option>
        {FUNDING_ROUTES.map((r) => (
          <option key={r.value} value={r.value}>
            {r.label}
          </option>
        ))}
      </select>
    </label>
  );
}
