import { useState } from 'react';
import { useLocation, useParams } from '@harbour/router';
import { errorMessageOf } from '@harbour/sdk';
import { useCancelSessionMutation, useGetSessionQuery, type CancelSessionRequest, useGetCancellationFeeQuery } from '@harbour/sdk/booking';
import { useRetryFailedPaymentMutation } from '@harbour/sdk/payments';
import { useGetRescheduleReasonsQuery } from '@harbour/sdk/reference-data';
import { Button, FormAlert, formatCents, formatInZone, LoadError, Loading } from '@harbour/ui';
import { ButtonLink, Card, Facts, Muted, Notice, Page, Row, SecondaryLink } from '../layout/ui';
import { useClientZone } from '../layout/useClientZone';
import { CancelSessionDialog } from './CancelSessionDialog';
import { Receipt } from './Receipt';
import { SessionLinks } from './SessionLinks';
import { isJoinable, isUpcoming, PAYMENT_LABEL, psychologistName, STATUS_LABEL } from './session-time';

const FUNDING_LABEL: Record<string, string> = {
  Private: 'Private (no rebate)',
  Medicare: 'Medicare rebate',
  BulkBilled: 'Bulk billed',
  NDIS: 'NDIS',
  DVA: 'DVA',
  WorkersComp: "Workers' compensation",
  Partnership: 'Partner programme',
};

function CancelSession({ sessionId, zone, onCancelled }: { sessionId: string; zone: string; onCancelled: () => void }) {
  const [asked, setAsked] = useState(false);
  // The fee is read fresh each time the client asks, so the dialog shows what cancelling now costs.
  const fee = useGetCancellationFeeQuery({ sessionId }, { skip: !asked, refetchOnMountOrArgChange: true });
  // The reasons too: loading inside the open dialog, they pushed Keep session down under a press.
  const reasons = useGetRescheduleReasonsQuery(undefined, { skip: !asked });
  const opening = asked && (fee.isFetching || reasons.isLoading);
  const [cancel, cancelling] = useCancelSessionMutation();
  const [error, setError] = useState<string>();
  const confirm = async (request: CancelSessionRequest) => {
    setAsked(false);
    try {
      await cancel({ id: sessionId, cancelSessionRequest: request }).unwrap();
      onCancelled();
    } catch (err) {
      setError(errorMessageOf(err));
    }
  };
  return (
    <>
      <Button variant="secondary" loading={opening || cancelling.isLoading} onClick={() => (setError(undefined), setAsked(true))}>
        Cancel session
      </Button>
      {asked && fee.error && <FormAlert message={`We could not check the cancellation fee. ${errorMessageOf(fee.error)}`} />}
      <FormAlert message={error} />
      {asked && !opening && fee.data && <CancelSessionDialog fee={fee.data} zone={zone} onConfirm={(request) => void confirm(request)} onKeep={() => setAsked(false)} />}
    </>
  );
}

function RetryPayment({ sessionId, onDone }: { sessionId: string; onDone: () => void }) {
  const [retry, retrying] = useRetryFailedPaymentMutation();
  const [message, setMessage] = useState<string>();
  const [error, setError] = useState<string>();
  const run = async () => {
    setError(undefined);
    try {
      const result = await retry({ sessionId }).unwrap();
      setMessage(result.paymentStatus === 'Paid' ? 'Thank you: the payment went through.' : `The payment did not go through (${result.outcome}). Check your card in Settings and try again.`);
      onDone();
    } catch (err) {
      setError(errorMessageOf(err));
    }
  };
  return (
    <Card aria-labelledby="payment-heading">
      <h2 id="payment-heading">Payment failed</h2>
      <Muted>We could not charge your card for this session. Until it is paid you cannot book another session.</Muted>
      {message && <p role="status">{message}</p>}
      <FormAlert message={error} />
      <Row>
        <Button loading={retrying.isLoading} onClick={() => void run()}>
          Retry payment
        </Button>
        <SecondaryLink to="/account/settings">Manage cards</SecondaryLink>
      </Row>
    </Card>
  );
}

/** /account/sessions/{sId}: one session with join, reschedule, cancel, calendar links, message, payment and receipt. */
export function SessionDetailPage() {
  const { sessionId = '' } = useParams();
  const location = useLocation();
  const session = useGetSessionQuery({ sessionId }, { refetchOnMountOrArgChange: true });
  const zone = useClientZone();
  const [notice, setNotice] = useState<string | undefined>((location.state as { notice?: string } | null)?.notice);

  if (session.error) {
    return (
      <Page>
        <h1>Session</h1>
        <LoadError what="this session" message={errorMessageOf(session.error)} onRetry={() => void session.refetch()} />
      </Page>
    );
  }
  if (!session.data) return <Loading label="Loading your session" />;
  const s = session.data;
  const upcoming = isUpcoming(s);
  const settled = s.sessionStatus === 'Completed' && (s.paymentStatus === 'Paid' || s.paymentStatus === 'NotRequired');
  return (
    <Page>
      <h1>Session with {psychologistName(s)}</h1>
      {notice && (
        <Notice role="status" tabIndex={-1}>
          {notice}
        </Notice>
      )}
      <Card aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <Facts>
          <dt>When</dt>
          <dd>{formatInZone(s.sessionStartDate, zone)}</dd>
          <dt>Length</dt>
          <dd>{s.durationMinutes} minutes, by video</dd>
          <dt>Status</dt>
          <dd>{STATUS_LABEL[s.sessionStatus]}</dd>
          <dt>Funding</dt>
          <dd>{FUNDING_LABEL[s.sessionType] ?? s.sessionType}</dd>
          {s.price && (
            <>
              <dt>Fee</dt>
              <dd>{formatCents(s.price.feeCents)}</dd>
              {s.price.rebateCents > 0 && (
                <>
                  <dt>Medicare rebate</dt>
                  <dd>{formatCents(s.price.rebateCents)}</dd>
                </>
              )}
              <dt>You pay</dt>
              <dd>{formatCents(s.price.outOfPocketCents)}</dd>
            </>
          )}
          <dt>Payment</dt>
          <dd>{PAYMENT_LABEL[s.paymentStatus]}</dd>
          {s.cancellation && (
            <>
              <dt>Cancelled by</dt>
              <dd>{s.cancellation.byUserType === 'client' ? 'you' : 'your psychologist'}</dd>
              {s.cancellation.feeCents > 0 && (
                <>
                  <dt>Cancellation fee</dt>
                  <dd>{formatCents(s.cancellation.feeCents)}</dd>
                </>
              )}
            </>
          )}
        </Facts>
        {upcoming && (
          <Row>
            {isJoinable(s) && <ButtonLink to={`/session/${s.sessionId}`}>Join session</ButtonLink>}
            <SecondaryLink to={`/account/sessions/reschedule?sessionId=${encodeURIComponent(s.sessionId)}`}>Reschedule</SecondaryLink>
            <CancelSession
              sessionId={s.sessionId}
              zone={zone}
              onCancelled={() => {
                setNotice('Your session was cancelled.');
                void session.refetch();
              }}
            />
          </Row>
        )}
      </Card>
      <SessionLinks session={s} />
      {s.paymentStatus === 'Failed' && <RetryPayment sessionId={s.sessionId} onDone={() => void session.refetch()} />}
      {settled && <Receipt sessionId={s.sessionId} zone={zone} />}
      <Row>
        <SecondaryLink to="/account/sessions">All sessions</SecondaryLink>
      </Row>
    </Page>
  );
}
