import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { conflict } from '../../../http/problem';
import { slotLockIdsOfHolder } from '../../availability';
import { slotLockId } from '../../availability';
import { rescheduleReasons } from '../../reference-data';
import { SessionModel } from '../../sessions/records/session.model';
import type { SessionRecord } from '../../sessions';
import { checkRequestedTime, noLongerAvailable } from './bookable-time';
import { parseInstant } from '../../sessions';
import { bookingPolicyOf } from '../../availability';
import { lateChange, termsOf } from './session-terms';
import { invalidField } from '../../../http/validation';
import type { FundedRoute } from '../../funding';
import { claimEntitlement, releaseEntitlement, releasePlaces } from '../../funding';
import { entitlementFor, type EntitlementCount } from '../../funding';
import { loadEntitlementFacts } from '../../funding';
import type { FundingDetails } from '../../payments';
import { PaymentCardModel } from '../../payments/cards/payment-card.model';
import { cardUsableOn } from '../../payments';
import { checkReason } from './cancel-session';
import type { RescheduleSessionRequest } from './cancellation.types';
import { blocksCovering } from './lock-blocks';
import { emailParticipants } from './session-emails';
import { cancelSessionJobs, scheduleSessionJobs } from './session-jobs';
import { participantSession } from '../../sessions';
import { acquireBlocks, releaseLocks } from './slot-locks';
import type { SessionDetails } from '../../sessions';
import { namesFor, toSessionDetails } from '../../sessions';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function hasCardValidOn(patientId: string, on: Date): Promise<boolean> {
  return (await PaymentCardModel.find({ patientId }).lean()).some((c) => cardUsableOn(c, on));
}

/**
 * A funded session keeps its price when moved, so the funder must still cover it on the new date
 * (the same entitlement rules as the quote; the session does not count against itself).
 */
async function fundingAt(session: SessionRecord, startsAt: Date, now: Date): Promise<{ medicareReferralId?: string; counts?: EntitlementCount[] }> {
  if ((session.quote?.rebateCents ?? 0) <= 0 && (session.quote?.funderPaysCents ?? 0) <= 0) return {};
  const funding = (session.funding ?? {}) as FundingDetails;
  const entitlement = entitlementFor(await loadEntitlementFacts(session.patientId, now), {
    route: session.sessionType as FundedRoute,
    startsAt,
    timeZone: session.timezoneId,
    excludeSessionId: session._id,
    workersCompClaimNumber: funding.workersCompClaimNumber,
    workersCompApprovedSessions: funding.workersCompApprovedSessions,
    dvaReferralIssuedOn: funding.dvaReferralIssuedOn,
  });
  if (!entitlement.eligible) {
    throw conflict(`Moving this session to that date changes its funding: ${entitlement.reason ?? 'it is not covered then.'} Cancel it and book the new time instead, to see its price.`);
  }
  return { ...(entitlement.medicareReferralId && { medicareReferralId: entitlement.medicareReferralId }), counts: entitlement.counts };
}

/**
 * Moves a session (client: POST /sessions/{id}/reschedule; psychologist: POST
 * /psychologists/sessions/{id}/reschedule). The new time's locks are claimed first (blocks it
 * already holds count as held); only then are the old blocks it no longer needs released.
 */
export async function rescheduleSession(user: AuthenticatedUser, sessionId: string, body: RescheduleSessionRequest, now = new Date()): Promise<SessionDetails> {
  const session = await participantSession(user, sessionId);
  const startsAt = parseInstant(body.sessionDate, 'sessionDate');
  checkReason(rescheduleReasons, body.reasonId, body.reasonOther, false);
  if (session.sessionStatus !== 'Pending') throw conflict(`This session is already ${session.sessionStatus.toLowerCase()}.`);
  if (session.startsAt <= now) throw conflict('This session has already started.');
  if (startsAt.getTime() === session.startsAt.getTime()) return toSessionDetails(session, await namesFor([session]));
  const policy = await bookingPolicyOf(session.psychologistId);
  // The psychologist may move their own session inside their notice period; a client may not.
  await checkRequestedTime({ psychologistId: session.psychologistId, startsAt, durationMinutes: session.durationMinutes, now, ownHolderIds: [sessionId], ignoreMinimumNotice: user.userType === 'psychologist' });
  if (startsAt <= now) throw noLongerAvailable();
  const funding = await fundingAt(session, startsAt, now);

  const endsAt = new Date(startsAt.getTime() + session.durationMinutes * 60_000);
  // A client's reschedule inside the window counts as a late cancellation (the psychologist's is free).
  const terms = await termsOf(session);
  const lateFeeCents = user.userType === 'client' ? lateChange(session, terms, now).addsFeeCents : 0;
  if (lateFeeCents > 0) {
    if (body.acceptLateFee !== true) {
      throw invalidField(
        'acceptLateFee',
        `This session starts within ${terms.lateCancellationHours} hours: moving it now counts as a late cancellation, with a fee of ${dollars(lateFeeCents)} charged with the session. Accept the fee to move it, or ask your psychologist to move it for you.`,
      );
    }
    if (!(await hasCardValidOn(session.patientId, endsAt))) throw invalidField('paymentMethodId', 'Add a card that is valid on the day of the session: the late fee is charged after it.');
  }
  const newBlocks = blocksCovering(startsAt, endsAt, policy.bufferMinutes);
  // Moved into another year or course: a place there first (the places it keeps are kept).
  const places = funding.counts ? await claimEntitlement(session.patientId, sessionId, funding.counts, now) : [];
  if (!places) throw conflict('Moving this session to that date changes its funding: another booking has just used the last session your funding covers then.');
  const held = await acquireBlocks(session.psychologistId, newBlocks, { kind: 'session', id: sessionId }, now);
  if (!held.ok) {
    await releasePlaces(places);
    throw noLongerAvailable();
  }
  const rescheduleCount = (session.rescheduleCount ?? 0) + 1;
  const changes: Partial<SessionRecord> = {
    // Medicare: the referral current on the new date is the one the session counts against.
    ...(funding.medicareReferralId && funding.medicareReferralId !== session.medicareReferralId && { medicareReferralId: funding.medicareReferralId }),
  };
  if (lateFeeCents > 0) Object.assign(changes, { lateRescheduleFeeCents: lateFeeCents, ...(session.paymentStatus === 'NotRequired' && { paymentStatus: 'NotDue' as const }) });
  try {
    await SessionModel.updateOne({ _id: sessionId }, { $set: { startsAt, endsAt, rescheduleCount, ...changes, ...(!session.terms && { terms }) } });
  } catch (err) {
    await releaseLocks(held.inserted, sessionId);
    await releasePlaces(places);
    throw err;
  }
  if (funding.counts) await releaseEntitlement(sessionId, funding.counts.map((c) => c.scope));
  const keep = new Set(newBlocks.map((b) => slotLockId(session.psychologistId, b)));
  const old = await slotLockIdsOfHolder(sessionId);
  await releaseLocks(old.filter((id) => !keep.has(id)), sessionId);

  const moved: SessionRecord = { ...session, startsAt, endsAt, rescheduleCount, ...changes };
  await cancelSessionJobs(session);
  await scheduleSessionJobs(moved, now);
  const who = user.userType === 'client' ? 'the client' : 'the psychologist';
  await emailParticipants(moved, {
    kind: 'session-rescheduled',
    subject: 'Session moved to {time}',
    lines: [
      `Your session was moved by ${who} to {time}.`,
      'It was on {previousTime}.',
      ...(lateFeeCents > 0 ? [`It was moved inside the late-cancellation window: a late fee of ${dollars(lateFeeCents)} is charged with the session.`] : []),
    ],
    previousStartsAt: session.startsAt,
  });
  return toSessionDetails(moved, await namesFor([moved]));
}
