import type { AuthState, PartnerTheme, ReadableStore, SignedInUser, WritableStore } from '@harbour/platform';
import type { Referrer } from '@harbour/sdk/reference-data';
import { findClientReferrer, findReferrer as findReferrerCall } from '../calls/shell-calls';
import { readStoredReferrer, storeReferrer } from './stored-referrer';

/** A partner as the referrer endpoints answer (the fields the shell uses). */
type ReferrerAnswer = Pick<Referrer, 'id' | 'name' | 'theme'> & Partial<Pick<Referrer, 'storageTtl'>>;

/** Spec §9: leaving a themed referrer route shows the transition overlay for 1.5 s. */
export const THEME_LEAVE_OVERLAY_MS = 1500;
const THEMED_ROUTE = /^\/(signup|get-matched)(?:\/([^/]+))?\/?$/;

const lookups = new Map<string, Promise<ReferrerAnswer | null>>();
function findReferrer(identifier: string): Promise<ReferrerAnswer | null> {
  let pending = lookups.get(identifier);
  if (!pending) {
    pending = findReferrerCall(identifier);
    lookups.set(identifier, pending);
  }
  return pending;
}

/** Spec §8: referrer load failures return nothing. */
const clientReferrer = (user: SignedInUser): Promise<ReferrerAnswer | null> => findClientReferrer(user.sub);

const themeOf = (referrer: ReferrerAnswer): PartnerTheme => ({ referrerName: referrer.name, ...referrer.theme });

/**
 * Partner themes (spec §2, §3): /signup/{referrer} and /get-matched/{referrer} apply that
 * partner's theme and remember the referrer under `rf`; plain /signup and /get-matched use a
 * stored, unexpired referrer. Leaving a themed route shows the "Taking you to" overlay.
 */
export function createPartnerRoutes(
  theme: WritableStore<PartnerTheme>,
  overlay: WritableStore<boolean>,
  auth: ReadableStore<AuthState>,
) {
  let themed = false;
  let leaveTimer: ReturnType<typeof setTimeout> | undefined;

  async function update(pathname: string) {
    const match = THEMED_ROUTE.exec(pathname);
    let referrer: ReferrerAnswer | null = null;
    if (match?.[2]) {
      referrer = await findReferrer(match[2]);
      if (referrer) storeReferrer(referrer.id, referrer.storageTtl);
    } else if (match) {
      // Spec §6: signed-in clients get their referrer from the patient service, visitors from `rf`.
      const state = auth.get();
      const stored = readStoredReferrer();
      if (state.status === 'authenticated' && state.user.userType === 'client') referrer = await clientReferrer(state.user);
      else if (stored) referrer = await findReferrer(stored.value);
    }
    if (window.location.pathname !== pathname) return;
    if (referrer) {
      clearTimeout(leaveTimer);
      overlay.set(false);
      themed = true;
      theme.set(themeOf(referrer));
    } else if (themed) {
      themed = false;
      overlay.set(true);
      leaveTimer = setTimeout(() => {
        theme.set({});
        overlay.set(false);
      }, THEME_LEAVE_OVERLAY_MS);
    }
  }

  const onRoute = () => void update(window.location.pathname);
  window.addEventListener('single-spa:routing-event', onRoute);
  window.addEventListener('popstate', onRoute);
  return { start: onRoute };
}
