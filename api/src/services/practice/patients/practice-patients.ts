import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { invalidField } from '../../../http/validation';
import { recordAudit } from '../../audit';
import { flagWords } from '../../dass21';
import { dass21ResultsOf, flaggedDass21ResultsOf } from '../../dass21';
import type { Dass21ResultRecord } from '../../dass21';
import { findAccountById } from '../../identity';
import { referralUsage } from '../../funding';
import { toReferralFacts } from '../../funding';
import { medicareReferralsOfPatient } from '../../funding';
import { patientIdsOf } from '../../sessions';
import { sessionsOfPatient, sessionsOfPsychologist } from '../../sessions';
import { patientNamesOf, patientProfileOf } from '../../accounts';
import { ACTIVE_TREATMENT_STATUS_ID, patientTreatmentStatuses } from '../../reference-data';
import { requirePatientOf } from './patient-access';
import type { FlaggedDass21, PracticePatientProfile, PracticePatientSummary } from './patients.types';
import { PatientTreatmentStatusModel, treatmentStatusIdOf, type PatientTreatmentStatusRecord } from './treatment-status.model';
import { newestFirst } from '../../../lib/record-order';

export const statusName = (id: number) => patientTreatmentStatuses.find((s) => s.treatmentStatusId === id)?.name ?? 'Active';

/** Whether `q` matches the patient's name (case-insensitive, any word order). */
export function matchesSearch(q: string | undefined, firstName: string, lastName: string): boolean {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const name = `${firstName} ${lastName}`.toLowerCase();
  return words.every((w) => name.includes(w));
}

export async function listPracticePatients(user: AuthenticatedUser, q?: string, now = new Date()): Promise<PracticePatientSummary[]> {
  const [sessions, statuses] = await Promise.all([
    sessionsOfPsychologist(user.sub),
    PatientTreatmentStatusModel.find({ psychologistId: user.sub }).lean<PatientTreatmentStatusRecord[]>(),
  ]);
  const ids = [...new Set(sessions.map((s) => s.patientId))];
  const [profiles, flags] = await Promise.all([
    patientNamesOf(ids),
    flaggedDass21ResultsOf(ids, { fields: ['patientId'] }),
  ]);
  const flagged = new Set(flags.map((f) => f.patientId));
  return profiles
    .filter((p) => matchesSearch(q, p.firstName, p.lastName))
    .map((p) => {
      const own = sessions.filter((s) => s.patientId === p._id);
      const next = own.filter((s) => s.sessionStatus === 'Pending' && s.startsAt > now).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
      const last = own.filter((s) => s.startsAt <= now && s.sessionStatus !== 'Cancelled').sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())[0];
      const statusId = statuses.find((s) => s.patientId === p._id)?.treatmentStatusId ?? ACTIVE_TREATMENT_STATUS_ID;
      return {
        patientId: String(p._id),
        firstName: p.firstName,
        lastName: p.lastName,
        treatmentStatusId: statusId,
        treatmentStatusName: statusName(statusId),
        ...(next ? { nextSessionAt: next.startsAt.toISOString(), nextSessionId: next._id } : {}),
        ...(last ? { lastSessionAt: last.startsAt.toISOString() } : {}),
        sessionCount: own.length,
        hasFlaggedDass21: flagged.has(String(p._id)),
      };
    })
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
}

export async function setTreatmentStatus(user: AuthenticatedUser, patientId: string, treatmentStatusId: number): Promise<void> {
  if (!patientTreatmentStatuses.some((s) => s.treatmentStatusId === treatmentStatusId)) throw invalidField('treatmentStatusId', 'is not one of /patient-treatment-statuses');
  await requirePatientOf(user, patientId);
  const _id = treatmentStatusIdOf(user.sub, patientId);
  await PatientTreatmentStatusModel.replaceOne({ _id }, { _id, psychologistId: user.sub, patientId, treatmentStatusId, updatedAt: new Date() }, { upsert: true });
}

function dassView(r: Dass21ResultRecord) {
  return {
    resultId: r._id,
    takenAt: r.takenAt.toISOString(),
    depression: r.scores.depression,
    anxiety: r.scores.anxiety,
    stress: r.scores.stress,
    depressionBand: r.bands.depression,
    anxietyBand: r.bands.anxiety,
    stressBand: r.bands.stress,
    flagged: r.flagged,
    flagReasons: r.flagReasons,
    flagDescriptions: flagWords(r),
  };
}

/** GET /psychologist/patients/{id}/profile: everything the patient page shows; the read is audited. */
export async function practicePatientProfile(user: AuthenticatedUser, patientId: string): Promise<PracticePatientProfile> {
  await requirePatientOf(user, patientId);
  const [profile, account, sessions, dass, referrals, status] = await Promise.all([
    patientProfileOf(patientId),
    findAccountById(patientId),
    sessionsOfPatient(patientId),
    dass21ResultsOf(patientId),
    medicareReferralsOfPatient(patientId),
    PatientTreatmentStatusModel.findById(treatmentStatusIdOf(user.sub, patientId)).lean<PatientTreatmentStatusRecord>(),
  ]);
  const statusId = status?.treatmentStatusId ?? ACTIVE_TREATMENT_STATUS_ID;
  const referralViews = referrals
    // The same issue date is common (a day's paperwork): then the later entered first, as the client sees them.
    .sort((a, b) => b.issuedOn.localeCompare(a.issuedOn) || newestFirst((r: typeof a) => r.createdAt)(a, b))
    .map((r) => {
      // Counted as the quote and the client's tracker count them (`payments/entitlements`).
      const usage = referralUsage({ sessions }, toReferralFacts(r));
      return { referralId: r._id, referrerName: r.referrerName, ...(r.referrerProviderNumber ? { referrerProviderNumber: r.referrerProviderNumber } : {}), issuedOn: r.issuedOn, validUntil: r.validUntil, ...usage, ...(r.reviewedOn ? { reviewedOn: r.reviewedOn } : {}) };
    });
  await Promise.all([
    recordAudit(user, { patientId, action: 'read', recordKind: 'patient-profile', recordId: patientId }),
    ...dass.map((d) => recordAudit(user, { patientId, action: 'read', recordKind: 'dass21-result', recordId: d._id })),
    ...referrals.map((r) => recordAudit(user, { patientId, action: 'read', recordKind: 'medicare-referral', recordId: r._id })),
  ]);
  const latest = referralViews[0];
  return {
    patientId,
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    ...(account?.email ? { email: account.email } : {}),
    ...(profile?.phone ? { phone: profile.phone } : {}),
    ...(profile?.postcode ? { postcode: profile.postcode } : {}),
    treatmentStatusId: statusId,
    treatmentStatusName: statusName(statusId),
    sessions: sessions
      .filter((s) => s.psychologistId === user.sub)
      .sort(newestFirst((s) => s.startsAt))
      .map((s) => ({ sessionId: s._id, startsAt: s.startsAt.toISOString(), sessionStatus: s.sessionStatus, sessionType: s.sessionType, durationMinutes: s.durationMinutes })),
    dass21: dass.sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime()).map(dassView),
    medicareReferrals: referralViews,
    ...(latest ? { gp: { name: latest.referrerName, ...(latest.referrerProviderNumber ? { providerNumber: latest.referrerProviderNumber } : {}) } } : {}),
    intakeAnswers: [],
  };
}

const FLAG_WINDOW_DAYS = 30;

/** Flagged DASS-21 results of this psychologist's patients in the last 30 days (home page). */
export async function flaggedDass21(user: AuthenticatedUser, now = new Date()): Promise<FlaggedDass21[]> {
  const ids = await patientIdsOf(user.sub);
  if (ids.length === 0) return [];
  const since = new Date(now.getTime() - FLAG_WINDOW_DAYS * 24 * 3600 * 1000);
  const [results, profiles] = await Promise.all([
    flaggedDass21ResultsOf(ids),
    patientNamesOf(ids),
  ]);
  const names = new Map(profiles.map((p) => [String(p._id), `${p.firstName} ${p.lastName}`]));
  const recent = results.filter((r) => r.takenAt >= since).sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  await Promise.all(recent.map((r) => recordAudit(user, { patientId: r.patientId, action: 'read', recordKind: 'dass21-result', recordId: r._id, detail: 'flag on home' })));
  return recent.map((r) => ({ patientId: r.patientId, patientName: names.get(r.patientId) ?? 'Client', resultId: r._id, takenAt: r.takenAt.toISOString(), flagReasons: r.flagReasons, flagDescriptions: flagWords(r) }));
}
