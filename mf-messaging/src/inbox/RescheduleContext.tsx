import type { MouseEvent } from 'react';
import { usePlatform } from '@harbour/platform';
import { Button, Modal } from '@harbour/ui';

export const RESCHEDULE_PREFIX = 'RescheduleSession_';

/** `?message=RescheduleSession_{sessionId}` names a session to reschedule (spec §2). */
export function rescheduleSessionId(messageRef: string | undefined): string | undefined {
  return messageRef?.startsWith(RESCHEDULE_PREFIX) ? messageRef.slice(RESCHEDULE_PREFIX.length) || undefined : undefined;
}

/**
 * Spec §2: when the messaging event is RescheduleSession, a reschedule modal shows instead of the
 * plain chat. TODO(issue 12 / booking): once `POST /api/sessions/sessions/{id}/reschedule` is on
 * main, pick the new time here; until then the modal sends the person to the session's own page.
 */
export function RescheduleModal({ sessionId, userType, onClose }: { sessionId: string; userType: 'client' | 'psychologist'; onClose(): void }) {
  const platform = usePlatform();
  const href = userType === 'client' ? `/account/sessions/${encodeURIComponent(sessionId)}` : `/psychologists/account/sessions/${encodeURIComponent(sessionId)}`;
  const go = (event: MouseEvent) => {
    event.preventDefault();
    onClose();
    platform.navigate(href);
  };
  return (
    <Modal open title="Reschedule session" onClose={onClose}>
      {(close) => (
        <>
          <p>A new time was asked for this session. Choose one on the session&apos;s page.</p>
          <p>
            <a href={href} onClick={go}>
              Open the session
            </a>
          </p>
          <Button variant="secondary" onClick={() => close()}>
            Back to messages
          </Button>
        </>
      )}
    </Modal>
  );
}
