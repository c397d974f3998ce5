import { InboxOverlay } from './inbox/InboxOverlay';

/** mf-messaging has no routes: it is mounted on every page and opens on ?inbox / ?message. */
export function App() {
  return <InboxOverlay />;
}
