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
