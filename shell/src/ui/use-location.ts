import { useSyncExternalStore } from 'react';

// single-spa fires `single-spa:routing-event` after every route change it handles (including
// pushState from any area's router), and popstate covers back/forward.
function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

const snapshot = () => window.location.pathname;

export function usePathname(): string {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
