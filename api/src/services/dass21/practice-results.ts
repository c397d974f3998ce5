import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { notFound, conflict } from '../../http/problem';
import { isDuplicateKey } from '../../lib/duplicate-key';
import { recordAudit } from '../audit';
import { hasCareRelationship, patientIdsOf } from '../sessions';
import { patientNameOf } from '../accounts';
import type { Dass21FlagList, Dass21PatientResults } from './dass21.types';
import { acknowledgementId, Dass21FlagAcknowledgementModel } from './records/dass21-flag-acknowledgement.model';
import { Dass21ResultModel, type Dass21ResultRecord } from './records/dass21-result.model';
import { newestFirst, toDass21Result } from './result-view';

const NO_PATIENT = (patientId: string) => notFound(`No patient '${patientId}' in your care.`);

async function acknowledgedBy(psychologistId: string): Promise<Map<string, Date>> {
  const acks = await Dass21FlagAcknowledgementModel.find({ psychologistId }).lean();
  return new Map(acks.map((a) => [a.resultId, a.acknowledgedAt]));
}

async function auditReads(user: AuthenticatedUser, records: Dass21ResultRecord[]) {
  for (const record of records) await recordAudit(user, { patientId: record.patientId, action: 'read', recordKind: 'dass21-result', recordId: record._id });
}

/**
 * GET /dass21/patients/{patientId}/scores: a patient's check-ins with their flags, for a
 * psychologist with a care relationship. Without one the patient is 404 (existence not revealed).
 */
export async function patientResults(user: AuthenticatedUser, patientId: string): Promise<Dass21PatientResults> {
  if (!(await hasCareRelationship(user.sub, patientId))) throw NO_PATIENT(patientId);
  const records = (await Dass21ResultModel.find({ patientId }).lean()).sort(newestFirst);
  const acks = await acknowledgedBy(user.sub);
  await auditReads(user, records);
  return {
    patientId,
    results: records.map((r) => {
      const acknowledgedAt = acks.get(r._id);
      return { ...toDass21Result(r), ...(acknowledgedAt && { acknowledgedAt }) };
    }),
  };
}

/** GET /dass21/flags: the flagged results of this psychologist's patients they have not acknowledged, newest first. */
export async function unacknowledgedFlags(user: AuthenticatedUser): Promise<Dass21FlagList> {
  const acks = await acknowledgedBy(user.sub);
  const flags: Dass21FlagList['flags'] = [];
  const read: Dass21ResultRecord[] = [];
  for (const patientId of await patientIdsOf(user.sub)) {
    // Equality on patientId is pushed down; `flagged` is checked here within one patient's few results.
    const open = (await Dass21ResultModel.find({ patientId }).lean()).filter((r) => r.flagged && !acks.has(r._id));
    if (open.length === 0) continue;
    const profile = await patientNameOf(patientId);
    for (const record of open) {
      read.push(record);
      flags.push({ result: toDass21Result(record), patientId, patientFirstName: profile?.firstName ?? '', patientLastName: profile?.lastName ?? '' });
    }
  }
  await auditReads(user, read);
  flags.sort((a, b) => b.result.takenAt.getTime() - a.result.takenAt.getTime() || b.result.id.localeCompare(a.result.id));
  return { flags };
}

/**
 * POST /dass21/flags/{resultId}/acknowledge: this psychologist has seen the flag. Idempotent
 * (a repeat answers the same); a result that is not theirs to see is 404, one not flagged 409.
 */
export async function acknowledgeFlag(user: AuthenticatedUser, resultId: string, now = new Date()): Promise<{ acknowledgedAt: Date }> {
  const record = await Dass21ResultModel.findById(resultId).lean();
  if (!record || !(await hasCareRelationship(user.sub, record.patientId))) throw notFound(`No DASS-21 result '${resultId}' in your care.`);
  if (!record.flagged) throw conflict('This result is not flagged.');
  const _id = acknowledgementId(resultId, user.sub);
  try {
    await Dass21FlagAcknowledgementModel.create({ _id, resultId, patientId: record.patientId, psychologistId: user.sub, acknowledgedAt: now });
    await recordAudit(user, { patientId: record.patientId, action: 'update', recordKind: 'dass21-result', recordId: resultId, detail: 'flag acknowledged' }, now);
    return { acknowledgedAt: now };
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    const existing = await Dass21FlagAcknowledgementModel.findById(_id).lean();
    return { acknowledgedAt: existing!.acknowledgedAt };
  }
}
