import type { BreakGlassMessages as MessagesRead } from '@harbour/sdk/messaging';
import { formatInstant } from '@harbour/ui';

const SYDNEY = 'Australia/Sydney';
const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/**
 * The secure messages a break-glass read returned: one group per conversation (a psychologist),
 * messages oldest first, each with its sender and Sydney time. Text is shown as plain text (React
 * escapes it): what the client or psychologist typed is never markup here.
 */
export function BreakGlassMessages({ result }: { result: MessagesRead }) {
  return (
    <section aria-labelledby="break-glass-messages-heading">
      <h3 id="break-glass-messages-heading">
        Messages of {result.patientName} ({count(result.conversations.length, 'conversation', 'conversations')}, read recorded)
      </h3>
      {result.conversations.length === 0 && <p>This client has no conversations.</p>}
      {result.conversations.map((conversation) => {
        const headingId = `break-glass-conversation-${conversation.conversationId}`;
        return (
          <section key={conversation.conversationId} aria-labelledby={headingId}>
            <h4 id={headingId}>
              With {conversation.psychologistName} ({count(conversation.messages.length, 'message', 'messages')})
            </h4>
            {conversation.messages.length === 0 ? (
              <p>No messages in this conversation.</p>
            ) : (
              <ol aria-label={`Messages with ${conversation.psychologistName}`} style={{ paddingLeft: '1.25rem' }}>
                {conversation.messages.map((message) => (
                  <li key={message.messageId} style={{ marginBottom: '0.75rem', overflowWrap: 'anywhere' }}>
                    <p style={{ fontWeight: 600, margin: '0 0 0.25rem' }}>
                      {message.senderName}, {formatInstant(message.sentOn, 'mediumDateTime', SYDNEY)}
                    </p>
                    <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{message.messageText}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </section>
  );
}
