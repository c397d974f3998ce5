import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { readConfig } from '../../config';
import { configuration, useConfiguration } from '../../configuration';
import { seedReferenceData } from '../../seed/reference-data';
import { bookingPerson } from '../../test-support/booking-people';
import { connectTestDatabase, disconnectTestDatabase } from '../../test-support/database';
import { loadPortalRoutes, type PortalRoutes } from '../../test-support/portal-routes';
import { contactEmail, partnerEnquiryEmail } from '../content/enquiries/enquiry-email';
import { enquiryReplyEmail } from '../content/support-inbox/enquiry-reply-email';
import { dass21FlagEmail } from '../dass21/flag-email';
import { gpLetterReplyEmail } from '../correspondence/gp/letter-reply-email';
import { passwordResetEmail } from '../identity/passwords/password-reset-email';
import { unreadMessageNoticeEmail } from '../messaging/notices/unread-notice-email';
import { PaymentCardModel } from '../payments/cards/payment-card.model';
import { paymentFailedEmail } from '../payments/charges/payment-failed-email';
import { createPriceReservation } from '../booking/reservations/price-reservations';
import { gpLetterEmail } from '../correspondence/practice/gp-letter-email';
import { customBookingOfferedEmail } from '../practice/custom-bookings/custom-booking-email';
import { joinNowEmail } from '../practice/sessions/join-link';
import { referralAddedEmail, referralInvitationEmail, referralToPsychologistEmail } from '../referrals/referral-emails';
import { bookSession } from '../booking/sessions/book-session';
import { cancelSession } from '../booking/sessions/cancel-session';
import { rescheduleSession } from '../booking/sessions/reschedule-session';
import { sendSessionReminder } from '../booking/sessions/session-reminders';
import { practitionerApprovedEmail } from '../accounts/administration/practitioner-approved-email';
import { breakGlassReadEmail } from '../practice/break-glass/break-glass-email';
import { breakGlassMessagesEmail } from '../messaging/break-glass/break-glass-messages-email';
import { breakGlassFileListEmail, breakGlassFileOpenedEmail } from '../files/break-glass/break-glass-files-email';
import { practitionerDeclinedEmail, practitionerReinstatedEmail, practitionerSuspendedEmail } from '../accounts/administration/practitioner-standing-emails';
import { invitation as partialAccountInvitation } from '../accounts/partial-accounts/create-partial-account';
import { PatientProfileModel } from '../accounts/profiles/patient-profile.model';
import { accountExistsEmail, verificationEmail } from '../accounts/registration/verification-email';
import { invitationEmail as relationshipInvitation } from '../relationships/relationships';
import { updateSmsSettings } from '../accounts/sms-consent/sms-settings';
import { OutboxMessageModel, type EmailKind } from './outbox-message.model';
import { formatRecipientTime, formatRecipientTimeShort } from './recipient-time';
import { joinNowSmsText } from './sms/join-now-text';
import { SmsMessageModel } from './sms/sms-message.model';

/**
 * Every email and text message the API sends, rendered with sample data — the booking ones through
 * the real booking, reschedule, reminder and cancel code, on the real database — and checked:
 * each link leads to a page of the portal that its recipient may open (the published route tables
 * and each area's own routes) or to an API operation; each date is in the recipient's zone with the
 * zone's abbreviation. The sample session is at 9:00 am in Sydney on a Monday, which is Sunday in
 * UTC all year: a date printed in UTC (or another zone) shows up as a wrong one.
 */

type Recipient = 'client' | 'psychologist' | 'gp' | 'someone without an account' | 'the Harbour team';
interface Rendered {
  label: string;
  kind: EmailKind | `sms:${string}`;
  recipient: Recipient;
  text: string;
  /** The recipient's zone and the instants the message may name (none: it names no date). */
  zone?: string;
  instants?: Date[];
}

// Which guards let each recipient in (spec §2): the page must open for them.
const GUARDS_FOR: Record<Recipient, string[]> = {
  client: ['public', 'authenticated', 'patient'],
  psychologist: ['public', 'authenticated', 'psychologist'],
  gp: ['public', 'authenticated', 'gp'],
  'someone without an account': ['public'],
  'the Harbour team': [],
};

// Every email kind, so a new kind without a sample here fails the type check (and the count below).
const EMAIL_KINDS: Record<EmailKind, true> = {
  'registration-code': true,
  'password-reset-code': true,
  'partial-account-code': true,
  'partial-account-invitation': true,
  'relationship-invitation': true,
  'practitioner-approved': true,
  'practitioner-declined': true,
  'practitioner-suspended': true,
  'practitioner-reinstated': true,
  'break-glass-read': true,
  'account-exists-notice': true,
  'session-booked': true,
  'session-cancelled': true,
  'session-rescheduled': true,
  'session-reminder': true,
  'payment-failed': true,
  'unread-message-notice': true,
  'contact-enquiry': true,
  'partner-enquiry': true,
  'enquiry-reply': true,
  'dass21-flag': true,
  'custom-booking-offered': true,
  'session-join-now': true,
  'gp-referral-request': true,
  'gp-letter': true,
  'gp-letter-reply': true,
  'gp-referral-invitation': true,
  'gp-referral-received': true,
  'gp-referral-added': true,
};

const CLIENT_ZONE = 'Australia/Perth';
const PSYCHOLOGIST_ZONE = 'Australia/Sydney'; // offerEveryHour's practice zone

/** The next Monday at 9:00 am in Sydney at least `days` ahead: the day before in UTC, in either season. */
function mondayNineSydney(days: number): Date {
  let at = DateTime.now().setZone(PSYCHOLOGIST_ZONE).plus({ days }).set({ hour: 9, minute: 0, second: 0, millisecond: 0 });
  while (at.weekday !== 1) at = at.plus({ days: 1 });
  return at.toJSDate();
}

const rendered: Rendered[] = [];
let routes: PortalRoutes;
let startsAt: Date;
let movedTo: Date;

beforeAll(async () => {
  await connectTestDatabase(__filename);
  await seedReferenceData();
  useConfiguration({ ...readConfig(), devOutbox: true }); // texts have somewhere to go (the sink)
  routes = await loadPortalRoutes();

  // The booking messages, through the real code paths.
  const psychologist = await bookingPerson('psychologist', 'not-used', 'Jordan');
  const client = await bookingPerson('client', 'not-used', 'Ada');
  await PaymentCardModel.create({ _id: `card-${client.sub}`, patientId: client.sub, stripePaymentMethodId: 'pm_card_visa', brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2099, createdAt: new Date() });
  await PatientProfileModel.updateOne({ _id: client.sub }, { $set: { timezoneId: CLIENT_ZONE } });
  await updateSmsSettings(client.sub, { enabled: true, mobile: '0412 345 678' });
  startsAt = mondayNineSydney(3);
  movedTo = new Date(startsAt.getTime() + 7 * 86_400_000);
  if (DateTime.fromJSDate(movedTo).setZone(PSYCHOLOGIST_ZONE).hour !== 9) movedTo = mondayNineSydney(10); // across a clock change
  const reservation = await createPriceReservation(client, { psychologistId: psychologist.sub, sessionStartDate: startsAt.toISOString(), timezoneId: 'Australia/Adelaide', sessionDurationTypeId: 2, therapyTypeId: 1 });
  const { sessionId } = await bookSession(client, { reservationId: reservation.reservationId, acceptCancellationPolicy: true });
  await rescheduleSession(client, sessionId, { sessionDate: movedTo.toISOString() });
  await sendSessionReminder(sessionId, 24, movedTo.toISOString());
  await sendSessionReminder(sessionId, 1, movedTo.toISOString());
  await cancelSession(client, sessionId, { reason: 'Sick' });
  const instants = [startsAt, movedTo];
  for (const email of await OutboxMessageModel.find({ to: { $in: [client.email, psychologist.email] } }).lean()) {
    const toClient = email.to === client.email;
    rendered.push({ label: `${email.kind} to the ${toClient ? 'client' : 'psychologist'}`, kind: email.kind, recipient: toClient ? 'client' : 'psychologist', text: `${email.subject}\n${email.text}`, zone: toClient ? CLIENT_ZONE : PSYCHOLOGIST_ZONE, instants });
  }
  for (const sms of await SmsMessageModel.find({ userId: client.sub }).lean()) rendered.push({ label: `text: ${sms._id.split(':').slice(0, 1)}`, kind: `sms:${sms.kind}`, recipient: 'client', text: sms.body, zone: CLIENT_ZONE, instants });

  // Everything else, from its composer with sample data.
  const id = randomUUID();
  const add = (kind: EmailKind, recipient: Recipient, message: { subject: string; text: string }, dates?: { zone: string; instants: Date[] }, label: string = kind) =>
    rendered.push({ label, kind, recipient, text: `${message.subject}\n${message.text}`, ...dates });
  add('registration-code', 'someone without an account', verificationEmail('Ada', '123456', 'to finish signing up'));
  add('partial-account-code', 'someone without an account', verificationEmail('Ada', '123456', 'to set up your account'));
  add('account-exists-notice', 'someone without an account', accountExistsEmail('Ada'));
  add('password-reset-code', 'someone without an account', passwordResetEmail('123456'));
  add('partial-account-invitation', 'someone without an account', partialAccountInvitation('Ada', id));
  add('relationship-invitation', 'client', relationshipInvitation('Sam', 'Ada'), undefined, 'relationship-invitation to a client');
  add('relationship-invitation', 'someone without an account', relationshipInvitation('Sam', 'Ada', id), undefined, 'relationship-invitation to someone new');
  add('practitioner-approved', 'psychologist', practitionerApprovedEmail('Jordan', 'psychologist'), undefined, 'practitioner-approved to a psychologist');
  add('practitioner-approved', 'gp', practitionerApprovedEmail('Jo', 'gp'), undefined, 'practitioner-approved to a GP');
  add('practitioner-declined', 'someone without an account', practitionerDeclinedEmail('Jo', 'gp', 'The provider number is not yours.'));
  add('practitioner-suspended', 'someone without an account', practitionerSuspendedEmail('Jordan', 'psychologist', 'Your registration lapsed.'));
  add('break-glass-read', 'psychologist', breakGlassReadEmail('Jordan', 'Ada Client', 2, startsAt, PSYCHOLOGIST_ZONE, 'A complaint about the sessions.'), { zone: PSYCHOLOGIST_ZONE, instants: [startsAt] });
  add('break-glass-read', 'psychologist', breakGlassMessagesEmail('Jordan', 'Ada Client', 3, startsAt, PSYCHOLOGIST_ZONE, 'A complaint about the messages.'), { zone: PSYCHOLOGIST_ZONE, instants: [startsAt] }, 'break-glass-read of messages');
  add('break-glass-read', 'gp', breakGlassFileListEmail('Jo', 'Ada Client', startsAt, PSYCHOLOGIST_ZONE, 'A legal request.'), { zone: PSYCHOLOGIST_ZONE, instants: [startsAt] }, 'break-glass-read of files, to a GP');
  add('break-glass-read', 'psychologist', breakGlassFileOpenedEmail('Jordan', 'Ada Client', { kind: 'MentalHealthCarePlan', uploadedAt: movedTo }, startsAt, PSYCHOLOGIST_ZONE, 'A legal request.'), { zone: PSYCHOLOGIST_ZONE, instants: [startsAt, movedTo] }, 'break-glass-read of a file');
  add('practitioner-reinstated', 'psychologist', practitionerReinstatedEmail('Jordan', 'psychologist', 'Your registration is current again.'));
  add('payment-failed', 'client', paymentFailedEmail({ sessionId: id, startsAt, amountCents: 12105, reason: 'Your card was declined.' }, 'Australia/Sydney'), { zone: 'Australia/Sydney', instants: [startsAt] });
  add('unread-message-notice', 'client', unreadMessageNoticeEmail(id));
  add('contact-enquiry', 'the Harbour team', contactEmail('H-ABC123', { name: 'Ada', email: 'ada@example.com', topic: 'booking', message: 'Hello' }));
  add('partner-enquiry', 'the Harbour team', partnerEnquiryEmail('H-ABC124', { name: 'Ada', email: 'ada@example.com', organisation: 'Org', organisationType: 'employer', message: 'Hello' }));
  add('enquiry-reply', 'someone without an account', enquiryReplyEmail('Ada', 'H-ABC123', 'We have unlocked your account.'));
  add('dass21-flag', 'psychologist', dass21FlagEmail(id));
  add('custom-booking-offered', 'client', customBookingOfferedEmail({ customBookingId: id, times: [startsAt, movedTo], durationMinutes: 50, priceCents: 22000, message: 'Either works' }, CLIENT_ZONE), { zone: CLIENT_ZONE, instants });
  add('gp-letter', 'gp', gpLetterEmail({ subject: 'About Ada', body: 'Dear Dr Jo, …', gpId: id }));
  add('gp-referral-request', 'gp', gpLetterEmail({ subject: 'A new referral for Ada', body: 'Dear Dr Jo, …', gpId: id }));
  add('gp-letter-reply', 'psychologist', gpLetterReplyEmail({ gpName: 'Dr Jo', subject: 'About Ada' }, 'Thanks, I will review.'));
  add('gp-referral-invitation', 'someone without an account', referralInvitationEmail('Ada', { name: 'Dr Jo', practiceName: 'Clinic' }, id));
  add('gp-referral-received', 'psychologist', referralToPsychologistEmail('New referral from Dr Jo: Ada Client', ['Dr Jo referred Ada Client to you.']));
  add('gp-referral-added', 'client', referralAddedEmail('Ada', { name: 'Dr Jo' }, 6));
  add('session-join-now', 'client', joinNowEmail({ sessionId: id, patientId: client.sub, psychologistName: 'Jordan Ng', joinUrl: `${configuration().publicUrl}/session/${id}`, durationMinutes: 50, priceCents: 12000 }));
  const joinNow = joinNowSmsText({ psychologistName: 'Jordan Ng', joinUrl: `${configuration().publicUrl}/session/${id}`, durationMinutes: 50 });
  rendered.push({ label: 'text: session-join-now', kind: 'sms:session-join-now', recipient: 'client', text: joinNow });
}, 120_000);
afterAll(async () => {
  useConfiguration(readConfig());
  await disconnectTestDatabase();
});

const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:)]/g;
const ABBREVIATION = '(?:[A-Z]{2,5}|GMT[+-]\\d{1,2}(?::\\d{2})?)';
const LONG_DATE = new RegExp(`(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \\d{1,2} [A-Z][a-z]+ \\d{4}, \\d{1,2}:\\d{2} [ap]m ${ABBREVIATION}`, 'g');
const SHORT_DATE = new RegExp(`\\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) \\d{1,2} [A-Z][a-z]{2}, \\d{1,2}:\\d{2} [ap]m ${ABBREVIATION}`, 'g');
// Anything date-like left once the correct dates are taken out is a date in the wrong form.
const STRAY_DATE = /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}:\d{2}\b|\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*day\b|\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/;

describe('every email and text message', () => {
  it('has a sample for every kind of email, and the booking ones came as texts too', () => {
    const kinds = new Set(rendered.map((r) => r.kind));
    expect(Object.keys(EMAIL_KINDS).filter((kind) => !kinds.has(kind as EmailKind))).toEqual([]);
    expect(['sms:session-booked', 'sms:session-rescheduled', 'sms:session-reminder', 'sms:session-cancelled', 'sms:session-join-now'].filter((kind) => !kinds.has(kind as Rendered['kind']))).toEqual([]);
  });

  it('links only where its recipient can go: a page of the portal they may open, an API operation, or a calendar service with the session’s times', () => {
    const { publicUrl } = configuration();
    const problems: string[] = [];
    let checked = 0;
    for (const message of rendered) {
      for (const link of message.text.match(URL_PATTERN) ?? []) {
        checked++;
        const url = new URL(link);
        if (link.startsWith(`${publicUrl}/api/`)) {
          const problem = routes.checkApi(url.pathname);
          if (problem) problems.push(`${message.label}: ${link}: ${problem}`);
        } else if (link.startsWith(`${publicUrl}/`) || link === publicUrl) {
          const { problem, guard } = routes.check(url.pathname);
          if (problem) problems.push(`${message.label}: ${link}: ${problem}`);
          else if (!GUARDS_FOR[message.recipient].includes(guard!)) problems.push(`${message.label}: ${link}: a ${guard} page, which ${message.recipient} cannot open`);
        } else if (url.origin + url.pathname === 'https://calendar.google.com/calendar/render') {
          const [start, end] = url.searchParams.get('dates')!.split('/');
          if (!message.instants?.some((i) => i.toISOString().replace(/[-:]|\.\d{3}/g, '') === start) || !end) problems.push(`${message.label}: ${link}: not the session's time`);
        } else if (url.origin + url.pathname === 'https://outlook.live.com/calendar/0/deeplink/compose') {
          if (!message.instants?.some((i) => i.toISOString() === url.searchParams.get('startdt'))) problems.push(`${message.label}: ${link}: not the session's time`);
        } else problems.push(`${message.label}: ${link}: leaves Harbour`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(40); // the check saw the links (a broken pattern would see none)
  });

  it('shows every date in the recipient’s own zone with the zone’s abbreviation, and no date in any other form', () => {
    const problems: string[] = [];
    for (const message of rendered) {
      const text = message.text.replace(URL_PATTERN, '<link>');
      const allowed = new Set((message.instants ?? []).flatMap((i) => [formatRecipientTime(i, message.zone!), formatRecipientTimeShort(i, message.zone!)]));
      const found = [...(text.match(LONG_DATE) ?? []), ...(text.match(SHORT_DATE) ?? [])];
      for (const date of found) if (!allowed.has(date)) problems.push(`${message.label}: "${date}" is not in ${message.zone ?? 'any zone it should name'}`);
      if (message.instants && found.length === 0) problems.push(`${message.label}: names no date in ${message.zone}`);
      const stray = STRAY_DATE.exec([LONG_DATE, SHORT_DATE].reduce((rest, pattern) => rest.replace(pattern, '<date>'), text));
      if (stray) problems.push(`${message.label}: "${stray[0]}" is a date or time without the recipient's zone`);
    }
    expect(problems).toEqual([]);
  });

  it('the sample session is on a different day in UTC than in Sydney, so a UTC date would be caught', () => {
    expect(formatRecipientTime(startsAt, 'Australia/Sydney')).toMatch(/^Monday .* 9:00 am AE[DS]T$/);
    expect(formatRecipientTime(startsAt, 'UTC')).toMatch(/^Sunday /);
  });
});
