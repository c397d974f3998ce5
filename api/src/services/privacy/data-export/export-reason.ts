import { invalidField } from '../../../http/validation';

export const EXPORT_REASON_MAX_LENGTH = 1000;
export const EXPORT_REASON_MISSING = 'Enter the reason for the export (e.g. the access request it answers): it is recorded.';

/** The export's reason, trimmed: required and at most 1,000 characters (422 naming `reason` otherwise). */
export function exportReason(reason: unknown): string {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) throw invalidField('reason', EXPORT_REASON_MISSING);
  if (text.length > EXPORT_REASON_MAX_LENGTH) throw invalidField('reason', `Keep the reason to ${EXPORT_REASON_MAX_LENGTH} characters or fewer.`);
  return text;
}
