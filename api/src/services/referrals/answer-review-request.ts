import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { isDuplicateKey } from '../../lib/duplicate-key';
import { conflict, notFound } from '../../http/problem';
import { recordAudit } from '../audit';
import { findAccountById } from '../identity';
import { createMedicareReferral, recordReferralReview } from '../funding';
import { calendarDateIn } from '../../lib/australian-date';
import { currentReferral } from '../funding';
import { clientTimeZoneOf } from '../funding';
import { gpLetterOf } from '../correspondence';
import type { GpLetterRecord } from '../correspondence';
import { MEDICARE_SESSIONS_PER_REFERRAL as SESSIONS_PER_REFERRAL, MEDICARE_SESSIONS_PER_YEAR as SESSIONS_PER_YEAR } from '../funding';
import { patientNameOf } from '../accounts';
import { checkAnswer } from './check-referral';
import { gpOf, type GpCaller } from './gp-of';
import { ReviewAnswerModel } from './gp-referral.model';
import { sendReferralAdded, sendReferralToPsychologist } from './referral-emails';
import type { AnsweredReview, AnswerReviewRequest } from './referrals.types';

export const ALREADY_ANSWERED = 'You have already answered this referral request.';

/** A psychologist's review request addressed to this GP (by their account, or their email when they joined later); anyone else: 404. */
export async function requestFor(gp: GpCaller, requestId: string): Promise<GpLetterRecord> {
  const letter = await gpLetterOf(requestId);
  if (!letter || letter.kind !== 'referral-request' || (letter.gpId !== gp.gpId && letter.gpEmail !== gp.email)) throw notFound(`No referral request '${requestId}' for you.`);
  return letter;
}

/** Sessions approved after adding the review's sessions: never beyond the 10 a year. */
export const afterReview = (approved: number | undefined, added: number) => Math.min(SESSIONS_PER_YEAR, (approved ?? SESSIONS_PER_REFERRAL) + added);

/**
 * The GP answers a review request (the 7th-session referral): the patient's current Medicare
 * referral gets the further sessions (6 + 4 = 10), so the client's tracker and the psychologist's
 * patient page show it at once. The answer's `_id` is the request's: only the first answer counts.
 */
export async function answerReviewRequest(user: AuthenticatedUser, requestId: string, body: AnswerReviewRequest, now = new Date()): Promise<AnsweredReview> {
  const today = calendarDateIn(now);
  const answer = checkAnswer(body, today);
  const gp = await gpOf(user.sub, body.providerNumber);
  const request = await requestFor(gp, requestId);
  const current = await currentReferral(request.patientId, calendarDateIn(now, await clientTimeZoneOf(request.patientId)));
  const medicareReferralId = current?._id ?? randomUUID();
  try {
    await ReviewAnswerModel.create({ _id: requestId, gpId: gp.gpId, patientId: request.patientId, medicareReferralId, issuedOn: answer.issuedOn, additionalSessions: answer.additionalSessions, ...(answer.note && { note: answer.note }), answeredAt: now });
  } catch (err) {
    if (isDuplicateKey(err)) throw conflict(ALREADY_ANSWERED);
    throw err;
  }
  let sessionsApproved: number;
  if (current) {
    sessionsApproved = afterReview(current.sessionsApproved, answer.additionalSessions);
    await recordReferralReview(current._id, { sessionsApproved, reviewedOn: answer.issuedOn, updatedAt: now });
  } else {
    // No current referral (it lapsed): the answer is a new referral for the further sessions.
    sessionsApproved = answer.additionalSessions;
    const issued = new Date(`${answer.issuedOn}T00:00:00Z`);
    await createMedicareReferral({
      _id: medicareReferralId,
      patientId: request.patientId,
      referrerName: gp.name,
      referrerProviderNumber: gp.providerNumber,
      ...(gp.practiceName && { referrerPracticeName: gp.practiceName }),
      issuedOn: answer.issuedOn,
      validUntil: new Date(Date.UTC(issued.getUTCFullYear() + 1, issued.getUTCMonth(), issued.getUTCDate() - 1)).toISOString().slice(0, 10),
      sessionsApproved,
      reviewedOn: answer.issuedOn,
      createdAt: now,
    });
  }
  await recordAudit(user, { patientId: request.patientId, action: current ? 'update' : 'create', recordKind: 'medicare-referral', recordId: medicareReferralId, detail: `GP review: ${answer.additionalSessions} more sessions` }, now);

  const [patient, patientAccount, psychologistAccount] = await Promise.all([
    patientNameOf(request.patientId),
    findAccountById(request.patientId),
    findAccountById(request.psychologistId),
  ]);
  const patientName = [patient?.firstName, patient?.lastName].filter(Boolean).join(' ');
  if (psychologistAccount)
    await sendReferralToPsychologist(psychologistAccount, `${gp.name} provided a new referral: ${patientName}`, [
      `${gp.name} answered your request: ${answer.additionalSessions} more sessions are approved for ${patientName} (${sessionsApproved} on the referral now).`,
      ...(answer.note ? ['', answer.note] : []),
    ]);
  if (patientAccount) await sendReferralAdded(patientAccount.email, patient?.firstName ?? '', gp, sessionsApproved);
  return { requestId, medicareReferralId, sessionsApproved };
}
