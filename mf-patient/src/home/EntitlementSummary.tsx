import { errorMessageOf } from '@harbour/sdk';
import type { Entitlements } from '@harbour/sdk/funding';
import { LoadError } from '@harbour/ui';
import { Link } from '@harbour/router';
import { Card, Muted, Row } from '../layout/ui';

/** Warnings the client must not miss on the home: no referral, the last on a referral, none left. */
const WARNING_STATUSES = new Set(['NoReferral', 'LastOnReferral', 'NeedsNewReferral', 'YearlyLimitReached']);

/** The home's entitlement summary: rebated sessions used this year (of 10) and on the current referral (of 6). */
export function EntitlementSummary({ entitlements }: { entitlements: { data?: Entitlements; error?: unknown; refetch(): unknown } }) {
  // The home reads it (afresh on each visit) and hands it down: a second subscription here would
  // ask again on mount after a failure, before the client chose "Try again".
  const e = entitlements.data;
  return (
    <Card aria-labelledby="entitlements-heading">
      <h2 id="entitlements-heading">Medicare sessions</h2>
      {entitlements.error ? (
        <LoadError what="your Medicare sessions" message={errorMessageOf(entitlements.error)} onRetry={() => void entitlements.refetch()} />
      ) : !e ? (
        <Muted aria-busy="true">Loading your Medicare sessions…</Muted>
      ) : (
        <>
          <ul aria-label="Rebated sessions used">
            <li data-testid="home-used-this-year">
              {e.usedThisYear} of {e.sessionsPerYear} rebated sessions used in {e.calendarYear}
            </li>
            {e.onReferral ? (
              <li data-testid="home-used-on-referral">
                {e.onReferral.used} of {e.onReferral.sessionsApproved} used on your current referral
              </li>
            ) : (
              <li data-testid="home-used-on-referral">No current GP referral</li>
            )}
          </ul>
          {WARNING_STATUSES.has(e.status) && <p role="status">{e.message}</p>}
        </>
      )}
      <Row>
        <Link to="/account/medicare">Medicare and funding</Link>
      </Row>
    </Card>
  );
}
