import { Link } from '@harbour/router';
import { errorMessageOf } from '@harbour/sdk';
import { useGetDass21ScoresQuery } from '@harbour/sdk/dass21';
import { browserTimeZone, formatDateInZone } from '@harbour/ui';
import { BAND_LABEL, SUBSCALE_LABEL, SUBSCALES } from './bands';
import { DASS21_PATH } from './paths';

/**
 * The signed-in client's latest check-in in a few words, with a link to the check-in. For the
 * client home; render it only for a signed-in client.
 */
export function Dass21LatestResult() {
  const scores = useGetDass21ScoresQuery();
  if (scores.error) return <p>We could not load your latest check-in. {errorMessageOf(scores.error)}</p>;
  if (!scores.data) return <p aria-busy="true">Loading your latest check-in…</p>;
  const latest = scores.data.results[0];
  if (!latest) {
    return (
      <p>
        You have not done a check-in yet. <Link to={DASS21_PATH}>Take the DASS-21 check-in</Link>
      </p>
    );
  }
  return (
    <div>
      <p>Your latest check-in, {formatDateInZone(latest.takenAt, browserTimeZone())}:</p>
      <ul>
        {SUBSCALES.map((s) => (
          <li key={s}>
            {SUBSCALE_LABEL[s]}: {latest.scores[s]} ({BAND_LABEL[latest.bands[s]]})
          </li>
        ))}
      </ul>
      <Link to={DASS21_PATH}>Do a new check-in</Link>
    </div>
  );
}
