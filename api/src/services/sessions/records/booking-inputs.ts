import { invalidField } from '../../../http/validation';
import { therapyTypes } from '../../reference-data';

/** An instant from the client, else 422 on the field. */
export function parseInstant(value: string | undefined, field: string): Date {
  const date = new Date(value ?? '');
  if (!value || Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) throw invalidField(field, 'Must be an ISO 8601 date and time.');
  return date;
}

/** An IANA zone the runtime knows, else 422 on the field. */
export function parseTimeZone(value: string | undefined, field = 'timezoneId'): string {
  try {
    if (!value) throw new Error('missing');
    return new Intl.DateTimeFormat('en-AU', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    throw invalidField(field, 'Must be an IANA time zone such as Australia/Sydney.');
  }
}

export function parseTherapyType(value: number): number {
  if (!therapyTypes.some((t) => t.therapyTypeId === value)) throw invalidField('therapyTypeId', `Unknown therapy type ${value}.`);
  return value;
}
