import { useId, useState, type FormEvent } from 'react';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { useAssignEnquiryMutation, useReplyToEnquiryMutation, useResolveEnquiryMutation, type InboxEnquiry } from '@harbour/sdk/content-admin';
import { Button, ConfirmDialog } from '@harbour/ui';
import { AssignForm } from './AssignForm';
import { kindWords, standingWords, sydneyTime } from './support-words';

/** One enquiry: who wrote, what, where it stands; assign it (to me or another administrator), reply by email, resolve it. */
export function EnquiryCard({ enquiry }: { enquiry: InboxEnquiry }) {
  const headingId = useId();
  const replyId = useId();
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [assign, assigning] = useAssignEnquiryMutation();
  const [sendReply, replying] = useReplyToEnquiryMutation();
  const [resolve, resolving] = useResolveEnquiryMutation();
  const resolved = enquiry.state === 'resolved';

  const act = async (action: () => Promise<unknown>) => {
    setProblem(undefined);
    try {
      await action();
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  const onReply = async (event: FormEvent) => {
    event.preventDefault();
    if (!reply.trim()) return setReplyError('Write your reply.');
    setReplyError(undefined);
    setProblem(undefined);
    try {
      await sendReply({ enquiryId: enquiry.enquiryId, replyToEnquiryRequest: { text: reply } }).unwrap();
      setReply('');
    } catch (error) {
      // What was typed stays in the box; the API's words say why.
      const fields = fieldErrorsOf(error);
      if (fields.text) setReplyError(fields.text);
      else setProblem(errorMessageOf(error));
    }
  };

  return (
    <article aria-labelledby={headingId} style={{ borderTop: '1px solid #ccc', padding: '1rem 0', overflowWrap: 'anywhere' }}>
      <h2 id={headingId} style={{ fontSize: '1.15rem' }}>
        {enquiry.reference}: {enquiry.subject}
      </h2>
      <p style={{ margin: '0 0 0.5rem' }}>
        {kindWords(enquiry.kind)} from {enquiry.name} ({enquiry.email}), {sydneyTime(enquiry.receivedAt)} Sydney time. <strong>{standingWords(enquiry)}</strong>
      </p>
      <blockquote style={{ margin: '0 0 0.75rem', whiteSpace: 'pre-wrap' }}>{enquiry.message}</blockquote>
      {enquiry.replies.length > 0 && (
        <section aria-label={`Replies to ${enquiry.reference}`}>
          <h3 style={{ fontSize: '1rem' }}>Replies</h3>
          <ul>
            {enquiry.replies.map((r) => (
              <li key={r.sentAt} style={{ whiteSpace: 'pre-wrap' }}>
                {sydneyTime(r.sentAt)}
                {r.byEmail && ` by ${r.byEmail}`}: {r.text}
              </li>
            ))}
          </ul>
        </section>
      )}
      {problem && <p role="alert">{problem}</p>}
      {!resolved && (
        <>
          <form onSubmit={onReply} noValidate aria-label={`Reply to ${enquiry.reference}`}>
            <label htmlFor={replyId} style={{ display: 'block', fontWeight: 600 }}>
              Reply by email to {enquiry.email}
            </label>
            <textarea
              id={replyId}
              value={reply}
              onChange={(e) => setReply(e.target.value)}
              rows={4}
              maxLength={5000}
              aria-invalid={replyError ? true : undefined}
              aria-describedby={replyError ? `${replyId}-error` : undefined}
              style={{ width: '100%', boxSizing: 'border-box', font: 'inherit' }}
            />
            {replyError && <p id={`${replyId}-error`}>{replyError}</p>}
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginTop: '0.5rem' }}>
              <Button type="submit" loading={replying.isLoading}>
                Send the reply
              </Button>
              <Button type="button" variant="secondary" loading={assigning.isLoading} onClick={() => void act(() => assign({ enquiryId: enquiry.enquiryId, assignEnquiryRequest: {} }).unwrap())}>
                Assign to me
              </Button>
              <Button type="button" variant="secondary" loading={resolving.isLoading} onClick={() => setConfirming(true)}>
                Resolve
              </Button>
            </div>
          </form>
          <AssignForm enquiry={enquiry} onProblem={setProblem} />
          <ConfirmDialog
            open={confirming}
            title={`Resolve ${enquiry.reference}?`}
            message={`It moves to the resolved enquiries. ${enquiry.replies.length === 0 ? 'Nobody has replied to it yet.' : ''}`}
            confirmLabel="Resolve"
            cancelLabel="Keep it open"
            onConfirm={() => {
              setConfirming(false);
              void act(() => resolve({ enquiryId: enquiry.enquiryId }).unwrap());
            }}
            onCancel={() => setConfirming(false)}
          />
        </>
      )}
    </article>
  );
}
