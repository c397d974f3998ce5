import { InboxOverlay } from './inbox/InboxOverlay';
import { MessagingProvider } from './messaging-context';

/**
 * mf-messaging has no routes: it is mounted on every page. For a signed-in client or psychologist
 * it keeps the inbox current (event stream, 30-second poll), shows new-message toasts and the
 * tab's unread indicator, and tells the header the unread count; the overlay opens on ?inbox / ?message.
 */
export function App() {
  return (
    <MessagingProvider>
      <InboxOverlay />
    </MessagingProvider>
  );
}
