import { HttpProblem, notFound } from '../../../http/problem';
import { CodeStore } from '../../../security/one-time-codes/code-store';
import { RegistrationModel, type RegistrationRecord, type RegistrationUserType } from './registration.model';

export const registrationCodes = new CodeStore(RegistrationModel, 'verifiedAt', 'registration');

/** Sign-ups older than this are removed, verified or not (they hold personal details). */
export const REGISTRATION_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

const LABELS: Record<RegistrationUserType, string> = { client: 'patient', psychologist: 'psychologist', gp: 'GP' };

/** The sign-up of this type; 404 for an unknown id or one of another type. */
export async function findRegistration(userType: RegistrationUserType, id: string): Promise<RegistrationRecord> {
  const registration = await RegistrationModel.findOne({ _id: id, userType }).lean<RegistrationRecord>();
  if (!registration) throw notFound(`No ${LABELS[userType]} registration '${id}'. Please sign up again.`);
  return registration;
}

export const alreadyVerified = () => new HttpProblem(410, 'Gone', 'This registration is already verified. Please sign in.');

export async function purgeStaleRegistrations(now = new Date()): Promise<void> {
  const stale = { createdAt: { $lt: new Date(now.getTime() - REGISTRATION_RETENTION_MS) } };
  const ids = (await RegistrationModel.find(stale, { _id: 1 }).lean()).map((r) => r._id);
  if (!ids.length) return;
  await RegistrationModel.deleteMany({ _id: { $in: ids } });
  await CodeStore.forget(ids);
}
