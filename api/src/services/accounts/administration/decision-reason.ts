import { invalidField } from '../../../http/validation';

export const REASON_MAX_LENGTH = 1000;

/** The reason an administrator gives, shown to the practitioner by email: required, trimmed, at most 1,000 characters. */
export function decisionReason(reason: unknown): string {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) throw invalidField('reason', 'Enter the reason: the practitioner is emailed it.');
  if (text.length > REASON_MAX_LENGTH) throw invalidField('reason', `Keep the reason to ${REASON_MAX_LENGTH} characters or fewer.`);
  return text;
}
