import { randomUUID } from 'node:crypto';
import { configuration } from '../../../configuration';
import { serviceUnavailable } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { checkAustralianMobile, displayAustralianMobile } from '../../notifications';
import { smsAvailable } from '../../notifications';
import { SmsConsentEventModel, SmsConsentModel, type SmsConsentEventRecord, type SmsConsentRecord } from './sms-consent.model';
import type { SmsSettings, UpdateSmsSettingsRequest } from './sms-consent.types';

function toSettings(record: SmsConsentRecord | null): SmsSettings {
  return {
    available: smsAvailable(configuration()),
    enabled: Boolean(record?.enabled),
    ...(record?.mobile && { mobile: displayAustralianMobile(record.mobile) }),
    ...(record?.consentedAt && { consentedAt: record.consentedAt }),
    ...(record?.withdrawnAt && { withdrawnAt: record.withdrawnAt }),
  };
}

/** The caller's own setting (never another client's: the id is the token's). Off until turned on. */
export async function getSmsSettings(patientId: string): Promise<SmsSettings> {
  return toSettings(await SmsConsentModel.findById(patientId).lean());
}

/**
 * Turns texts on (consent, with when) or off (opt-out, with when). Checked before anything is
 * written: turning on needs a valid Australian mobile (422 names `mobile`) and somewhere texts can
 * go (503). Each change is kept as an event; saving the same choice again changes nothing.
 */
export async function updateSmsSettings(patientId: string, body: UpdateSmsSettingsRequest, now = new Date()): Promise<SmsSettings> {
  if (typeof body?.enabled !== 'boolean') throw invalidField('enabled', 'Choose whether to receive text messages.');
  const current = await SmsConsentModel.findById(patientId).lean();
  let mobile = current?.mobile;
  if (body.enabled) {
    if (body.mobile !== undefined || !mobile) {
      const checked = checkAustralianMobile(body.mobile);
      if (!checked.ok) throw invalidField('mobile', checked.message);
      mobile = checked.e164;
    }
    if (!smsAvailable(configuration())) throw serviceUnavailable('Text messages are not available yet. We will keep emailing you about your sessions.');
  }
  if (!mobile) return toSettings(current); // off, and never on: nothing to record

  const action: SmsConsentEventRecord['action'] | undefined = body.enabled
    ? !current?.enabled
      ? 'given'
      : current.mobile !== mobile
        ? 'number-changed'
        : undefined
    : current?.enabled
      ? 'withdrawn'
      : undefined;
  if (!action) return toSettings(current);

  const next: SmsConsentRecord = {
    _id: patientId,
    enabled: body.enabled,
    mobile,
    ...(body.enabled ? { consentedAt: now } : current?.consentedAt && { consentedAt: current.consentedAt }),
    ...(body.enabled ? current?.withdrawnAt && { withdrawnAt: current.withdrawnAt } : { withdrawnAt: now }),
    updatedAt: now,
  };
  await SmsConsentModel.replaceOne({ _id: patientId }, next, { upsert: true });
  await SmsConsentEventModel.create({ _id: randomUUID(), patientId, action, mobile, at: now });
  return toSettings(next);
}

/** Where to text this client now: their mobile while consent is on, else undefined (read at send time, so an opt-out stops the very next text). */
export async function consentedMobileOf(patientId: string): Promise<string | undefined> {
  const record = await SmsConsentModel.findById(patientId).lean();
  return record?.enabled ? record.mobile : undefined;
}

/** Closing an account removes the number and its history (no texts can follow). */
export async function removeSmsConsent(patientId: string): Promise<void> {
  await Promise.all([SmsConsentModel.deleteOne({ _id: patientId }), SmsConsentEventModel.deleteMany({ patientId })]);
}
