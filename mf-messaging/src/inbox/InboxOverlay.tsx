import { useSearchParams } from 'react-router-dom';
import { useAuth, usePlatform } from '@harbour/platform';
import { Button, Modal } from '@harbour/ui';
import { readInboxRequest, withoutInboxParams } from './inbox-params';

/** The inbox overlay; conversations arrive with the messaging issue. */
export function InboxOverlay() {
  const [params, setParams] = useSearchParams();
  const auth = useAuth();
  const platform = usePlatform();
  const request = readInboxRequest(params);
  const close = () => setParams(withoutInboxParams(params), { replace: true });

  return (
    <Modal open={request !== undefined} title="Messages" onClose={close}>
      {auth.status === 'authenticated' ? (
        <p>You have no conversations yet.</p>
      ) : (
        <>
          <p>Sign in to read and send messages to your psychologist.</p>
          <Button onClick={() => platform.signIn()}>Sign in</Button>
        </>
      )}
    </Modal>
  );
}
