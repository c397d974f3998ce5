import { notFound } from '../../http/problem';
import { invalidField } from '../../http/validation';
import { findAccountByEmail, findAccountById } from '../identity';

const REASON_MAX_LENGTH = 1000;

/**
 * What every break-glass read (case notes, messages) asks before anything is read: the reason,
 * trimmed; missing or too long is 422 naming `reason`. One rule and one wording for every kind.
 */
export function breakGlassReason(reason: unknown): string {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) throw invalidField('reason', 'Enter the reason: it is recorded and sent to the psychologists.');
  if (text.length > REASON_MAX_LENGTH) throw invalidField('reason', `Keep the reason to ${REASON_MAX_LENGTH} characters or fewer.`);
  return text;
}

/** The client of a break-glass read, by id or email (404 unless it is a client). */
export async function breakGlassClientId(patient: string): Promise<string> {
  const key = patient.trim();
  const account = key.includes('@') ? await findAccountByEmail(key) : await findAccountById(key);
  if (account?.userType !== 'client') throw notFound(`No client '${key}'.`);
  return account._id;
}
