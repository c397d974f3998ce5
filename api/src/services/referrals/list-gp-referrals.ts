import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { invalidField } from '../../http/validation';
import { recordAudit } from '../audit';
import { usesMedicare } from '../funding';
import { sessionsApprovedOnReferral } from '../funding';
import { gpLettersAddressedTo } from '../correspondence';
import type { GpLetterRecord } from '../correspondence';
import { SessionModel } from '../sessions/records/session.model';
import { patientNameOf, psychologistNameOf } from '../accounts';
import { gpOf } from './gp-of';
import { GpReferralModel, ReviewAnswerModel } from './gp-referral.model';
import { referralStatus } from './referral-status';
import type { GpReferralItem, GpReferralList, ReferralStatus } from './referrals.types';

const STATUSES: ReferralStatus[] = ['Sent', 'PatientInvited', 'Booked', 'InTreatment', 'ReportReceived', 'ReviewRequested', 'ReviewAnswered'];
const KINDS = ['Referral', 'ReviewRequest'] as const;
const fullName = (p?: { firstName?: string; lastName?: string } | null) => [p?.firstName, p?.lastName].filter(Boolean).join(' ');

/** Newest first, with what needs the GP's action (unanswered review requests) on top. */
export function orderForGp(items: GpReferralItem[]): GpReferralItem[] {
  return [...items].sort((a, b) => Number(b.needsAction) - Number(a.needsAction) || b.date.localeCompare(a.date));
}

/**
 * Everything this GP sent or was asked for: their referrals with where each stands, and the review
 * requests psychologists addressed to them (by account, or by their email from before they joined).
 */
export async function listGpReferrals(user: AuthenticatedUser, filters: { status?: string; kind?: string } = {}): Promise<GpReferralList> {
  if (filters.status !== undefined && !STATUSES.includes(filters.status as ReferralStatus)) throw invalidField('status', `Use one of: ${STATUSES.join(', ')}.`);
  if (filters.kind !== undefined && !(KINDS as readonly string[]).includes(filters.kind)) throw invalidField('kind', `Use one of: ${KINDS.join(', ')}.`);
  const gp = await gpOf(user.sub);
  const [referrals, letters, answers] = await Promise.all([
    GpReferralModel.find({ gpId: gp.gpId }).lean(),
    gpLettersAddressedTo(gp),
    ReviewAnswerModel.find({ gpId: gp.gpId }).lean(),
  ]);
  const answered = new Set(answers.map((a) => a._id));
  const requests = letters.filter((l) => l.kind === 'referral-request');
  const openRequest = (patientId: string) => requests.some((r) => r.patientId === patientId && !answered.has(r._id));

  const patientIds = [...new Set([...referrals.flatMap((r) => (r.patientId ? [r.patientId] : [])), ...requests.map((r) => r.patientId)])];
  const psychologistIds = [...new Set([...referrals.flatMap((r) => (r.psychologistId ? [r.psychologistId] : [])), ...requests.map((r) => r.psychologistId)])];
  const [patients, psychologists, sessionsPerPatient, attached] = await Promise.all([
    Promise.all(patientIds.map((id) => patientNameOf(id))),
    Promise.all(psychologistIds.map((id) => psychologistNameOf(id))),
    Promise.all(patientIds.map((id) => SessionModel.find({ patientId: id }, { medicareReferralId: 1, sessionStatus: 1, sessionType: 1, quote: 1, startsAt: 1, timezoneId: 1 }).lean())),
    // The Medicare referral each attached (same id): a GP's review may have added sessions to it.
    Promise.all(referrals.map((r) => (r.patientId ? sessionsApprovedOnReferral(r._id) : undefined))),
  ]);
  const approvedNow = new Map(referrals.map((r, i) => [r._id, attached[i] ?? r.sessionsApproved]));
  const patientName = new Map(patientIds.map((id, i) => [id, fullName(patients[i])]));
  const psychologistName = new Map(psychologistIds.map((id, i) => [id, fullName(psychologists[i])]));
  const sessionsOf = new Map(patientIds.map((id, i) => [id, sessionsPerPatient[i]]));
  const reportSince = (patientId: string, since: Date) => letters.some((l: GpLetterRecord) => l.kind === 'letter' && l.patientId === patientId && l.sentAt >= since);

  const items: GpReferralItem[] = [
    ...referrals.map((r): GpReferralItem => {
      // Counted as the quote and the client's tracker count them (`payments/entitlements`).
      const onReferral = (r.patientId ? (sessionsOf.get(r.patientId) ?? []) : []).filter((s) => usesMedicare(s) && s.medicareReferralId === r._id);
      const status = referralStatus({
        awaitingSignup: !r.patientId,
        sessionsBooked: onReferral.length,
        sessionsCompleted: onReferral.filter((s) => s.sessionStatus === 'Completed').length,
        reportReceived: !!r.patientId && reportSince(r.patientId, r.createdAt),
        reviewOpen: !!r.patientId && openRequest(r.patientId),
      });
      return {
        itemId: r._id,
        kind: 'Referral',
        status,
        needsAction: false,
        patientName: (r.patientId && patientName.get(r.patientId)) || `${r.patientFirstName} ${r.patientLastName}`,
        ...(r.psychologistId && { psychologistName: psychologistName.get(r.psychologistId) ?? '' }),
        letHarbourMatch: !r.psychologistId || !!r.matchedByHarbour,
        ...(r.matchedByHarbour && { matchedByHarbour: true }),
        date: r.createdAt.toISOString(),
        sessionsApproved: approvedNow.get(r._id) ?? r.sessionsApproved,
        sessionsUsed: onReferral.length,
        urgency: r.urgency,
        funding: r.funding,
      };
    }),
    ...requests.map((q): GpReferralItem => {
      const open = !answered.has(q._id);
      return {
        itemId: q._id,
        kind: 'ReviewRequest',
        status: open ? 'ReviewRequested' : 'ReviewAnswered',
        needsAction: open,
        patientName: patientName.get(q.patientId) ?? '',
        psychologistName: psychologistName.get(q.psychologistId) ?? '',
        date: q.sentAt.toISOString(),
        subject: q.subject,
        message: q.body,
      };
    }),
  ].filter((i) => (!filters.status || i.status === filters.status) && (!filters.kind || i.kind === filters.kind));

  await Promise.all(patientIds.map((patientId) => recordAudit(user, { patientId, action: 'read', recordKind: 'medicare-referral', recordId: '*', detail: 'GP referrals list' })));
  return { items: orderForGp(items) };
}
