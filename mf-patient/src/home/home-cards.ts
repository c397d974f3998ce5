import type { EntitlementSummary } from './EntitlementSummary';
import type { LatestCheckIn } from './LatestCheckIn';

/** The home's Medicare and check-in cards: their own chunks, so the area's first visit does not grow with them. */
export interface HomeCards {
  EntitlementSummary: typeof EntitlementSummary;
  LatestCheckIn: typeof LatestCheckIn;
}

let loading: Promise<HomeCards> | undefined;

/**
 * Fetches the cards' code once (again after a failure). Started with the page's own chunk on
 * /account (App.tsx), so the code is here with the home's read. The page renders the components
 * it is handed, not React.lazy ones: a lazy card suspended on its first render even with its code
 * loaded, and React holds a boundary's content back for 300 ms after showing its fallback (the
 * next-session card painted a third of a second after the heading).
 */
export function loadHomeCards(): Promise<HomeCards> {
  if (!loading) {
    const started = Promise.all([import('./EntitlementSummary'), import('./LatestCheckIn')]).then(([entitlements, checkIn]) => ({
      EntitlementSummary: entitlements.EntitlementSummary,
      LatestCheckIn: checkIn.LatestCheckIn,
    }));
    loading = started;
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
  }
  return loading;
}
