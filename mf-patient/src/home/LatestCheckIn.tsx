import { errorMessageOf } from '@harbour/sdk';
import type { Dass21ResultList } from '@harbour/sdk/dass21';
import { browserTimeZone, formatDateInZone, LoadError } from '@harbour/ui';
import { Link } from '@harbour/router';
import { BAND_LABEL, SUBSCALE_LABEL, SUBSCALES } from '../dass21/bands';
import { DASS21_PATH } from '../dass21/paths';
import { Card, Muted, Row } from '../layout/ui';

/** The home's latest DASS-21 result: the three scores (0–42) and their bands, from the client's own scores. */
export function LatestCheckIn({ scores }: { scores: { data?: Dass21ResultList; error?: unknown; refetch(): unknown } }) {
  // The home reads it (afresh on each visit) and hands it down, as with the Medicare card.
  const latest = scores.data?.results[0];
  return (
    <Card aria-labelledby="dass-heading">
      <h2 id="dass-heading">How you are going</h2>
      {scores.error ? (
        <LoadError what="your latest check-in" message={errorMessageOf(scores.error)} onRetry={() => void scores.refetch()} />
      ) : !scores.data ? (
        <Muted aria-busy="true">Loading your latest check-in…</Muted>
      ) : !latest ? (
        <Muted>You have not done a DASS-21 check-in yet. It takes about five minutes.</Muted>
      ) : (
        <>
          <p>Your latest DASS-21 check-in, {formatDateInZone(latest.takenAt, browserTimeZone())}:</p>
          <ul aria-label="Latest DASS-21 scores" data-testid="latest-dass21">
            {SUBSCALES.map((s) => (
              <li key={s}>
                {SUBSCALE_LABEL[s]}: {latest.scores[s]} of 42, {BAND_LABEL[latest.bands[s]]}
              </li>
            ))}
          </ul>
        </>
      )}
      <Row>
        <Link to={DASS21_PATH}>{latest ? 'See your DASS-21 results and trends' : 'Take the DASS-21 check-in'}</Link>
      </Row>
    </Card>
  );
}
