// The notifications domain's front door: what other domains may use (functions and types, never its models).
export type { EmailKind } from './outbox-message.model';
export { formatRecipientTime, formatRecipientTimeShort } from './recipient-time';
export { recipientZoneOf } from './recipient-zone';
export { sendEmail } from './send-email';
export { checkAustralianMobile, displayAustralianMobile } from './sms/australian-mobile';
export { joinNowSmsText } from './sms/join-now-text';
export { smsAvailable } from './sms/sms-provider';
export { registerRecipientZone } from './recipient-zone';
export { sendSms } from './sms/send-sms';
export type { SmsKind } from './sms/sms-message.model';
export { deleteEmailsTo, deleteTextsTo } from './forget-recipient';
