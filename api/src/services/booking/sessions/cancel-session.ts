import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { conflict } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { scheduleJob } from '../../../jobs/job-store';
import { practitionerCancellationReasons, rescheduleReasons, type Reason } from '../../reference-data';
import { cancelSessionRecord } from '../../sessions';
import type { SessionRecord } from '../../sessions';
import type { CancellationFee, CancelSessionRequest } from './cancellation.types';
import { emailParticipants } from './session-emails';
import { cancelSessionJobs, CHARGE_SESSION_JOB } from './session-jobs';
import { participantSession } from '../../sessions';
import { releaseHolder } from './slot-locks';
import { releaseEntitlement } from '../../funding';
import { lateChange, termsOf } from './session-terms';
import { namesFor, toSessionDetails } from '../../sessions';
import type { SessionDetails } from '../../sessions';

/**
 * What cancelling or moving the session now costs the client, under the terms they accepted at
 * booking (`session-terms.ts`), never the psychologist's current policy. The psychologist's own
 * cancellations and reschedules cost the client nothing.
 */
export async function cancellationFeeFor(session: SessionRecord, byClient: boolean, now: Date): Promise<CancellationFee> {
  const terms = await termsOf(session);
  const late = lateChange(session, terms, now);
  return {
    sessionId: session._id,
    isLateCancellation: late.isLate,
    feeCents: byClient ? late.addsFeeCents + late.owedCents : 0,
    rescheduleFeeCents: byClient ? late.addsFeeCents : 0,
    lateCancellationHours: terms.lateCancellationHours,
    lateCancellationFeeCents: terms.lateCancellationFeeCents,
    freeCancellationUntil: late.freeUntil,
  };
}

export async function getCancellationFee(user: AuthenticatedUser, sessionId: string, now = new Date()): Promise<CancellationFee> {
  const session = await participantSession(user, sessionId);
  return cancellationFeeFor(session, user.userType === 'client', now);
}

/** A reason from the list (422 naming the field otherwise); 'Other'-like ones need the explanation. */
export function checkReason(list: readonly Reason[], reasonId: number | undefined, reasonOther: string | undefined, required: boolean): Reason | undefined {
  if (reasonId === undefined) {
    if (required) throw invalidField('reasonId', 'Choose a reason.');
    return undefined;
  }
  const reason = list.find((r) => r.reasonId === reasonId);
  if (!reason) throw invalidField('reasonId', `Unknown reason ${reasonId}.`);
  if (reason.requiresExtraInfo && !reasonOther?.trim()) throw invalidField('reasonOther', 'Please explain the reason.');
  if (reasonOther && reasonOther.length > 1000) throw invalidField('reasonOther', 'Must be at most 1000 characters.');
  return reason;
}

export const cancellationReasonsFor = (userType: string) => (userType === 'psychologist' ? practitionerCancellationReasons : rescheduleReasons);

/** Cancels; the time is free for others at once; a late client cancellation is charged its fee now. */
export async function cancelSession(user: AuthenticatedUser, sessionId: string, body: CancelSessionRequest, now = new Date()): Promise<SessionDetails> {
  const session = await participantSession(user, sessionId);
  const byClient = user.userType === 'client';
  // A client's reason is optional (from /reschedule-reasons); a psychologist's is required.
  const reason = checkReason(cancellationReasonsFor(user.userType), body.reasonId, body.reasonOther, !byClient);
  if (body.reason && body.reason.length > 200) throw invalidField('reason', 'Must be at most 200 characters.');
  if (session.sessionStatus !== 'Pending') throw conflict(`This session is already ${session.sessionStatus.toLowerCase()}.`);
  if (session.endsAt <= now) throw conflict('This session has already taken place.');
  const terms = await termsOf(session);
  const late = lateChange(session, terms, now);
  const cancellation = {
    byUserId: user.sub,
    byUserType: user.userType as 'client' | 'psychologist',
    ...(body.reason !== undefined || reason ? { reason: body.reason ?? reason?.name } : {}),
    ...(body.reasonId !== undefined && { reasonId: body.reasonId }),
    ...(body.reasonOther && { reasonOther: body.reasonOther }),
    // This cancellation's own fee; a late fee already owed (a late reschedule) stays owed.
    feeCents: byClient ? late.addsFeeCents : 0,
  };
  // The psychologist cancelling waives a late fee the client owed on this session.
  const owed = byClient ? late.owedCents : 0;
  const dueCents = cancellation.feeCents + owed;
  const paymentStatus = dueCents > 0 ? 'Pending' : 'NotRequired';
  await cancelSessionRecord(sessionId, { cancelledAt: now, cancellation, paymentStatus, ...(!session.terms && { terms }), waiveLateRescheduleFee: !byClient && late.owedCents > 0 });
  await releaseHolder(sessionId);
  await releaseEntitlement(sessionId);
  await cancelSessionJobs(session);
  const cancelled: SessionRecord = { ...session, sessionStatus: 'Cancelled', cancelledAt: now, cancellation, paymentStatus, lateRescheduleFeeCents: owed || undefined };
  if (dueCents > 0) {
    await scheduleJob({ _id: `${CHARGE_SESSION_JOB}:${sessionId}:cancelled`, kind: CHARGE_SESSION_JOB, runAt: now, payload: { sessionId, attempt: 1 } });
  }
  const who = byClient ? 'the client' : 'the psychologist';
  await emailParticipants(cancelled, {
    kind: 'session-cancelled',
    subject: 'Session cancelled: {time}',
    lines: [
      `The session on {time} was cancelled by ${who}.`,
      ...(dueCents > 0 ? [`A late-cancellation fee of $${(dueCents / 100).toFixed(2)} will be charged to the card on file.`] : []),
    ],
  });
  return toSessionDetails(cancelled, await namesFor([cancelled]));
}
