import type { ProjectionType } from 'mongoose';
import { SessionModel, type SessionRecord } from './session.model';

/** A field of a session record a reader may ask for alone (the id always comes). */
export type SessionField = Exclude<keyof SessionRecord, '_id'>;

/** What a reader that named its fields gets: those fields and the id. */
export type SessionFields<K extends SessionField> = Pick<SessionRecord, '_id' | K>;

/** Reading only some fields keeps the read as small as the caller needs (a projection). */
export interface SessionReadOptions<K extends SessionField> {
  fields: readonly K[];
}

const projectionOf = (options?: SessionReadOptions<SessionField>): ProjectionType<SessionRecord> | undefined =>
  options && (Object.fromEntries(options.fields.map((field) => [field, 1])) as ProjectionType<SessionRecord>);

/** A session by id, or null when there is none. */
export async function sessionOf(sessionId: string): Promise<SessionRecord | null>;
export async function sessionOf<K extends SessionField>(sessionId: string, options: SessionReadOptions<K>): Promise<SessionFields<K> | null>;
export async function sessionOf(sessionId: string, options?: SessionReadOptions<SessionField>): Promise<SessionRecord | null> {
  return SessionModel.findById(sessionId, projectionOf(options)).lean<SessionRecord>();
}

/** Every session of a client, any status, in no particular order (equality on patientId: pushed down on FerretDB). */
export async function sessionsOfPatient(patientId: string): Promise<SessionRecord[]>;
export async function sessionsOfPatient<K extends SessionField>(patientId: string, options: SessionReadOptions<K>): Promise<SessionFields<K>[]>;
export async function sessionsOfPatient(patientId: string, options?: SessionReadOptions<SessionField>): Promise<SessionRecord[]> {
  return SessionModel.find({ patientId }, projectionOf(options)).lean<SessionRecord[]>();
}

/** Every session of a psychologist, any status, in no particular order (equality on psychologistId: pushed down on FerretDB). */
export async function sessionsOfPsychologist(psychologistId: string): Promise<SessionRecord[]>;
export async function sessionsOfPsychologist<K extends SessionField>(psychologistId: string, options: SessionReadOptions<K>): Promise<SessionFields<K>[]>;
export async function sessionsOfPsychologist(psychologistId: string, options?: SessionReadOptions<SessionField>): Promise<SessionRecord[]> {
  return SessionModel.find({ psychologistId }, projectionOf(options)).lean<SessionRecord[]>();
}

/** A session's payment status as stored now (after a charge wrote it). */
export async function sessionPaymentStatusOf(sessionId: string): Promise<SessionRecord['paymentStatus']> {
  return (await SessionModel.findById(sessionId, { paymentStatus: 1 }).lean())!.paymentStatus;
}

/**
 * Sessions booked, starting or cancelled between two instants, plus every session on these
 * referrals or of these clients (the operator's reports). Each query is one range or one `$in`,
 * merged here rather than an `$or`, so each stays a simple filter on FerretDB.
 */
export async function sessionsForReports<K extends SessionField>(
  from: Date,
  to: Date,
  related: { patientIds: readonly string[]; medicareReferralIds: readonly string[] },
  options: SessionReadOptions<K>,
): Promise<SessionFields<K>[]> {
  const projection = projectionOf(options);
  const found = await Promise.all([
    SessionModel.find({ createdAt: { $gte: from, $lte: to } }, projection).lean<SessionRecord[]>(),
    SessionModel.find({ startsAt: { $gte: from, $lte: to } }, projection).lean<SessionRecord[]>(),
    SessionModel.find({ cancelledAt: { $gte: from, $lte: to } }, projection).lean<SessionRecord[]>(),
    related.patientIds.length ? SessionModel.find({ patientId: { $in: related.patientIds } }, projection).lean<SessionRecord[]>() : [],
    related.medicareReferralIds.length ? SessionModel.find({ medicareReferralId: { $in: related.medicareReferralIds } }, projection).lean<SessionRecord[]>() : [],
  ]);
  return [...new Map(found.flat().map((s) => [s._id, s])).values()];
}
