import styled from 'styled-components';
import type { SessionCounterpart } from '@harbour/sdk/sessions';
import { Button } from '@harbour/ui';
import { ContactCounterpart } from './ContactCounterpart';
import type { WaitingHelp } from './waiting-help';

const Box = styled.section`
  display: grid;
  gap: 0.5rem;
  padding: 0.75rem 1rem;
  border: 2px solid #b37c37;
  border-radius: 8px;
  background: #fffaf2;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

interface Props {
  help: WaitingHelp;
  role: 'client' | 'psychologist';
  counterpart: SessionCounterpart;
  /** The camera is being sent (the audio-only choice is offered only then). */
  cameraOn: boolean;
  onRetry(): void;
  onAudioOnly(): void;
}

function explanation(help: WaitingHelp, role: Props['role'], name: string): [string, string] {
  const them = role === 'client' ? 'your psychologist' : 'your client';
  switch (help) {
    case 'not-arrived':
      return [`${name} has not joined yet`, `${name} is not on the session page yet. The call starts by itself as soon as ${role === 'client' ? 'they join' : 'they select Join session'}: please keep this page open. If it is past the start time, you can contact ${them} below.`];
    case 'in-waiting-room':
      return [`${name} is in the waiting room`, `${name} is checking their camera and microphone and will be connected as soon as they select ${role === 'client' ? 'Start session' : 'Join session'}.`];
    case 'not-connecting':
      return ['The call is not getting through', `${name} is here, but the connection between you has not worked yet. Harbour keeps trying by itself. If it still does not connect, select Try again, or continue with audio only.`];
    case 'reconnecting':
      return ['The connection dropped', `We are reconnecting you with ${name}. This usually takes a few seconds. If it does not come back, select Try again, or continue with audio only.`];
    case 'failed':
      return ['The call could not start', 'Please check your internet connection and select Try again.'];
  }
}

/** What is happening and what to do, once someone has waited 15 s (waiting-help.ts decides when). */
export function CallHelp({ help, role, counterpart, cameraOn, onRetry, onAudioOnly }: Props) {
  const [heading, text] = explanation(help, role, counterpart.firstName);
  return (
    <Box aria-labelledby="call-help-heading" data-testid="call-help">
      <h2 id="call-help-heading">{heading}</h2>
      <p>{text}</p>
      <Actions>
        <Button onClick={onRetry}>Try again</Button>
        {cameraOn && help !== 'failed' && (
          <Button variant="secondary" onClick={onAudioOnly}>
            Continue with audio only
          </Button>
        )}
      </Actions>
      <ContactCounterpart role={role} counterpart={counterpart} />
    </Box>
  );
}
