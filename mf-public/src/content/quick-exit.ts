/** Pages that show the "Leave this site" button (family and domestic violence information). */
export const QUICK_EXIT_PATHS: ReadonlySet<string> = new Set(['/family-domestic-violence']);

/** A neutral site with nothing to do with Harbour or violence: the weather. */
export const QUICK_EXIT_URL = 'https://www.bom.gov.au/';

/**
 * Leaves at once, replacing this page's history entry, so Back does not return to it. The
 * `location` is a parameter so a unit test can see the call; pages pass window.location.
 */
export function quickExit(location: Pick<Location, 'replace'>, url = QUICK_EXIT_URL): void {
  location.replace(url);
}
