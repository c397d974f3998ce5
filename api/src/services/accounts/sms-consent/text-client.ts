import { consentedMobileOf } from './sms-settings';
import { sendSms } from '../../notifications';
import type { SmsKind } from '../../notifications';

/**
 * Texts a client who has consented to texts, at the mobile they gave; false (nothing stored or
 * sent) when they have not. Consent is read now, so an opt-out stops the very next text.
 * `dedupeKey` makes the text go once, whoever sends it (the insert decides).
 */
export async function textClient(patientId: string, text: { kind: SmsKind; body: string; dedupeKey?: string }): Promise<boolean> {
  const mobile = await consentedMobileOf(patientId);
  if (!mobile) return false;
  await sendSms({ to: mobile, userId: patientId, ...text });
  return true;
}
