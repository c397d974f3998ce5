import { errorMessageOf } from '@harbour/sdk';
import { useGetMedicareEntitlementsQuery } from '@harbour/sdk/funding';
import { Loading, LoadError } from '@harbour/ui';
import { Meter, Panel, Warning } from './ui';

/** Rebated sessions used this calendar year (of 10) and on the current referral (of 6), and what comes next. */
export function EntitlementTracker() {
  const entitlements = useGetMedicareEntitlementsQuery();
  if (entitlements.error)
    return <LoadError what="your Medicare entitlements" message={errorMessageOf(entitlements.error)} onRetry={() => void entitlements.refetch()} />;
  if (!entitlements.data) return <Loading label="Loading your entitlements" />;
  const e = entitlements.data;
  const warn = e.status === 'NeedsNewReferral' || e.status === 'YearlyLimitReached' || e.status === 'NoReferral' || e.status === 'LastOnReferral';
  return (
    <Panel aria-labelledby="entitlements-heading">
      <h2 id="entitlements-heading">Your Medicare sessions</h2>
      <dl>
        <div>
          <dt>Rebated sessions in {e.calendarYear}</dt>
          <dd>
            <span data-testid="used-this-year">
              {e.usedThisYear} of {e.sessionsPerYear} used
            </span>
            <Meter value={e.usedThisYear} max={e.sessionsPerYear} aria-label={`Sessions used in ${e.calendarYear}`} />
          </dd>
        </div>
        {e.onReferral && (
          <div>
            <dt>On your current referral</dt>
            <dd>
              <span data-testid="used-on-referral">
                {e.onReferral.used} of {e.onReferral.sessionsApproved} used
              </span>
              <Meter value={e.onReferral.used} max={e.onReferral.sessionsApproved} aria-label="Sessions used on your current referral" />
            </dd>
          </div>
        )}
      </dl>
      {warn ? (
        <Warning role="status" $strong={e.status === 'NeedsNewReferral' || e.status === 'YearlyLimitReached'}>
          {e.message}
        </Warning>
      ) : (
        <p>{e.message}</p>
      )}
      <p>Counts booked and completed sessions funded by Medicare; cancelled sessions do not count.</p>
    </Panel>
  );
}
