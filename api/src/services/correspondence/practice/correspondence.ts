import { randomUUID } from 'node:crypto';
import { isValidProviderNumber, normaliseProviderNumber } from '@harbour/identifiers';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { checkEmailAddress, emailProblemMessage } from '../../../security/email-address';
import { recordAudit } from '../../audit';
import { findAccountByEmail } from '../../identity';
import { gpLetterEmail } from './gp-letter-email';
import { sendEmail } from '../../notifications';
import { createMedicareReferral } from '../../funding';
import type { MedicareReferralRecord } from '../../funding';
import { participantSession } from '../../sessions';
import { sessionsOfPatient } from '../../sessions';
import { patientNameOf, psychologistNameOf, psychologistProfileOf } from '../../accounts';
import { requireOwnPatient } from '../../practice';
import { readTimesOf } from '../gp/mark-letter-read';
import { CorrespondenceTemplateModel, GpLetterModel, type GpLetterRecord } from './correspondence.model';
import type {
  CorrespondenceTemplate,
  CorrespondenceTemplateList,
  CreateCorrespondenceTemplateRequest,
  GpAddressee,
  GpLetter,
  GpLetterList,
  GpReferralRequestBody,
  ProvidedReferral,
  ProvideReferralRequest,
  SendGpLetterRequest,
} from './correspondence.types';
import { GpLetterReplyModel } from '../gp/letter-reply.model';
import { DEFAULT_TEMPLATES } from './default-templates';
import { fillTemplate, PLACEHOLDERS, unknownPlaceholders, type PlaceholderValues } from './fill-template';
import { newestFirst, oldestFirst } from '../../../lib/record-order';

const MAX_BODY = 20_000;
const name = (p?: { firstName?: string; lastName?: string } | null) => [p?.firstName, p?.lastName].filter(Boolean).join(' ');

export async function listTemplates(user: AuthenticatedUser): Promise<CorrespondenceTemplateList> {
  const own = await CorrespondenceTemplateModel.find({ psychologistId: user.sub }).lean();
  const templates: CorrespondenceTemplate[] = [
    ...DEFAULT_TEMPLATES.map((t) => ({ ...t, isDefault: true })),
    ...own.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((t) => ({ correspondenceTemplateId: t._id, name: t.name, templateBody: t.templateBody, isDefault: false })),
  ];
  return { templates, placeholders: [...PLACEHOLDERS] };
}

function checkBody(field: string, body: string | undefined): string {
  if (!body?.trim()) throw invalidField(field, 'Write the letter.');
  if (body.length > MAX_BODY) throw invalidField(field, `Must be at most ${MAX_BODY} characters.`);
  const unknown = unknownPlaceholders(body);
  if (unknown.length > 0) throw invalidField(field, `Unknown placeholder${unknown.length > 1 ? 's' : ''}: ${unknown.map((u) => `{{${u}}}`).join(', ')}.`);
  return body;
}

export async function createTemplate(user: AuthenticatedUser, body: CreateCorrespondenceTemplateRequest, now = new Date()): Promise<CorrespondenceTemplate> {
  if (!body.name?.trim() || body.name.length > 120) throw invalidField('name', 'Give the template a name (at most 120 characters).');
  const templateBody = checkBody('templateBody', body.templateBody);
  const record = { _id: randomUUID(), psychologistId: user.sub, name: body.name.trim(), templateBody, createdAt: now };
  await CorrespondenceTemplateModel.create(record);
  return { correspondenceTemplateId: record._id, name: record.name, templateBody, isDefault: false };
}

async function templateBodyOf(user: AuthenticatedUser, id: string): Promise<string> {
  const builtIn = DEFAULT_TEMPLATES.find((t) => t.correspondenceTemplateId === id);
  if (builtIn) return builtIn.templateBody;
  const own = await CorrespondenceTemplateModel.findById(id).lean();
  if (!own || own.psychologistId !== user.sub) throw invalidField('correspondenceTemplateId', 'No such template.');
  return own.templateBody;
}

function checkGp(gp: GpAddressee | undefined): GpAddressee {
  if (!gp?.name?.trim() || gp.name.length > 120) throw invalidField('gp.name', "Enter the GP's name.");
  const email = checkEmailAddress(gp.email);
  const gpEmail = "Enter the GP's email address.";
  if (email.problem) throw invalidField('gp.email', emailProblemMessage(email.problem, { missing: gpEmail, malformed: gpEmail }));
  if (gp.practiceName && gp.practiceName.length > 200) throw invalidField('gp.practiceName', 'Must be at most 200 characters.');
  return { name: gp.name.trim(), email: email.address, ...(gp.practiceName?.trim() && { practiceName: gp.practiceName.trim() }) };
}

/** The GP's Harbour account, when the address is one (then the letter shows in their area). */
async function gpAccountId(email: string): Promise<string | undefined> {
  const account = await findAccountByEmail(email);
  return account && account.userType === 'gp' ? account._id : undefined;
}

async function placeholderValues(psychologistId: string, patientId: string, gpName: string, now: Date): Promise<PlaceholderValues> {
  const [patient, psychologist, sessions] = await Promise.all([
    patientNameOf(patientId),
    psychologistProfileOf(psychologistId),
    sessionsOfPatient(patientId, { fields: ['psychologistId', 'sessionStatus'] }),
  ]);
  return {
    patientFirstName: patient?.firstName ?? '',
    patientLastName: patient?.lastName ?? '',
    patientName: name(patient),
    psychologistName: name(psychologist),
    providerNumber: psychologist?.providerNumber ?? '',
    gpName,
    sessionCount: String(sessions.filter((s) => s.psychologistId === psychologistId && s.sessionStatus === 'Completed').length),
    today: new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' }).format(now),
  };
}

async function toLetter(record: GpLetterRecord): Promise<GpLetter> {
  const [patient, psychologist] = await Promise.all([
    patientNameOf(record.patientId),
    psychologistNameOf(record.psychologistId),
  ]);
  return {
    letterId: record._id,
    kind: record.kind,
    patientId: record.patientId,
    patientName: name(patient),
    psychologistId: record.psychologistId,
    psychologistName: name(psychologist),
    ...(record.sessionId && { sessionId: record.sessionId }),
    ...(record.gpId && { gpId: record.gpId }),
    gp: { name: record.gpName, email: record.gpEmail, ...(record.gpPracticeName && { practiceName: record.gpPracticeName }) },
    ...(record.correspondenceTemplateId && { correspondenceTemplateId: record.correspondenceTemplateId }),
    subject: record.subject,
    body: record.body,
    sentAt: record.sentAt,
  };
}

async function deliver(record: GpLetterRecord): Promise<void> {
  await sendEmail({ to: record.gpEmail, kind: record.kind === 'letter' ? 'gp-letter' : 'gp-referral-request', ...gpLetterEmail(record) });
}

/** Fills the template for this patient and GP, stores the letter as sent, emails the GP and records it in the patient's audit trail. */
export async function sendGpLetter(user: AuthenticatedUser, body: SendGpLetterRequest, now = new Date()): Promise<GpLetter> {
  const gp = checkGp(body.gp);
  const template = body.correspondenceTemplateId ? await templateBodyOf(user, body.correspondenceTemplateId) : checkBody('templateBody', body.templateBody);
  if (body.subject && body.subject.length > 200) throw invalidField('subject', 'Must be at most 200 characters.');
  await requireOwnPatient(user.sub, body.patientId);
  const values = await placeholderValues(user.sub, body.patientId, gp.name, now);
  const gpId = await gpAccountId(gp.email);
  const record: GpLetterRecord = {
    _id: randomUUID(),
    kind: 'letter',
    psychologistId: user.sub,
    patientId: body.patientId,
    ...(gpId && { gpId }),
    gpName: gp.name,
    gpEmail: gp.email,
    ...(gp.practiceName && { gpPracticeName: gp.practiceName }),
    ...(body.correspondenceTemplateId && { correspondenceTemplateId: body.correspondenceTemplateId }),
    subject: body.subject?.trim() || `Re: ${values.patientName}`,
    body: fillTemplate(template, values),
    sentAt: now,
  };
  await GpLetterModel.create(record);
  await recordAudit(user, { patientId: record.patientId, action: 'create', recordKind: 'correspondence', recordId: record._id, detail: `to GP ${gp.email}` }, now);
  await deliver(record);
  return toLetter(record);
}

export async function listSentLetters(user: AuthenticatedUser): Promise<GpLetterList> {
  const [records, replies] = await Promise.all([GpLetterModel.find({ psychologistId: user.sub }).lean(), GpLetterReplyModel.find({ psychologistId: user.sub }).lean()]);
  records.sort(newestFirst((r) => r.sentAt));
  replies.sort(oldestFirst((r) => r.sentAt));
  const repliesTo = (letterId: string) => replies.filter((r) => r.letterId === letterId).map((r) => ({ replyId: r._id, message: r.message, sentAt: r.sentAt }));
  const letters = await Promise.all(records.map(toLetter));
  return { letters: letters.map((letter) => ({ ...letter, replies: repliesTo(letter.letterId) })) };
}

/** Letters addressed to the signed-in GP (their area's correspondence). */
export async function listReceivedLetters(user: AuthenticatedUser): Promise<GpLetterList> {
  const [records, reads] = await Promise.all([GpLetterModel.find({ gpId: user.sub }).lean(), readTimesOf(user.sub)]);
  records.sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime());
  const letters = await Promise.all(records.map(toLetter));
  return { letters: letters.map((letter) => ({ ...letter, ...(reads.has(letter.letterId) && { readAt: reads.get(letter.letterId) }) })) };
}

/** A letter for its psychologist or its GP addressee (anyone else: 404); the read is audited. */
export async function getLetter(user: AuthenticatedUser, letterId: string, action: 'read' | 'download' = 'read'): Promise<GpLetter> {
  const record = await GpLetterModel.findById(letterId).lean();
  const allowed = record && ((user.userType === 'psychologist' && record.psychologistId === user.sub) || (user.userType === 'gp' && record.gpId === user.sub));
  if (!allowed) throw notFound(`No letter '${letterId}'.`);
  await recordAudit(user, { patientId: record.patientId, action, recordKind: 'correspondence', recordId: record._id });
  return toLetter(record);
}

/** POST /sessions/{id}/gp-referral-request: asks the GP for a new referral (e.g. before a 7th session), stored and emailed. */
export async function requestGpReferral(user: AuthenticatedUser, sessionId: string, body: GpReferralRequestBody, now = new Date()): Promise<GpLetter> {
  const gp = checkGp(body.gp);
  if (body.message && body.message.length > 4000) throw invalidField('message', 'Must be at most 4000 characters.');
  const session = await participantSession(user, sessionId);
  const values = await placeholderValues(user.sub, session.patientId, gp.name, now);
  const gpId = await gpAccountId(gp.email);
  const record: GpLetterRecord = {
    _id: randomUUID(),
    kind: 'referral-request',
    psychologistId: user.sub,
    patientId: session.patientId,
    sessionId,
    ...(gpId && { gpId }),
    gpName: gp.name,
    gpEmail: gp.email,
    ...(gp.practiceName && { gpPracticeName: gp.practiceName }),
    subject: `Request for a new referral: ${values.patientName}`,
    body: [
      `Dear ${gp.name},`,
      `${values.patientName} has attended ${values.sessionCount} sessions with me under their current referral. Please consider a new referral so that treatment can continue with Medicare rebates.`,
      ...(body.message?.trim() ? [body.message.trim()] : []),
      `Kind regards,\n${values.psychologistName} (provider number ${values.providerNumber})`,
    ].join('\n\n'),
    sentAt: now,
  };
  await GpLetterModel.create(record);
  await recordAudit(user, { patientId: record.patientId, action: 'create', recordKind: 'correspondence', recordId: record._id, detail: 'GP referral request' }, now);
  await deliver(record);
  return toLetter(record);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** provide-referral: the psychologist records a Medicare referral received outside Harbour for a patient in their care. */
export async function provideReferral(user: AuthenticatedUser, patientId: string, body: ProvideReferralRequest, now = new Date()): Promise<ProvidedReferral> {
  if (!body.referrerName?.trim() || body.referrerName.length > 120) throw invalidField('referrerName', "Enter the referring GP's name.");
  if (!DATE.test(body.issuedOn ?? '') || Number.isNaN(Date.parse(body.issuedOn))) throw invalidField('issuedOn', 'Must be a date, YYYY-MM-DD.');
  if (body.issuedOn > now.toISOString().slice(0, 10)) throw invalidField('issuedOn', 'Cannot be in the future.');
  const issued = new Date(`${body.issuedOn}T00:00:00Z`);
  const validUntil = body.validUntil ?? new Date(Date.UTC(issued.getUTCFullYear() + 1, issued.getUTCMonth(), issued.getUTCDate() - 1)).toISOString().slice(0, 10);
  if (!DATE.test(validUntil) || Number.isNaN(Date.parse(validUntil)) || validUntil < body.issuedOn) throw invalidField('validUntil', 'Must be a date on or after issuedOn.');
  const provider = body.referrerProviderNumber ? normaliseProviderNumber(body.referrerProviderNumber) : undefined;
  if (body.referrerProviderNumber && (!provider || !isValidProviderNumber(provider))) throw invalidField('referrerProviderNumber', 'This is not a valid Medicare provider number.');
  await requireOwnPatient(user.sub, patientId);
  const record: MedicareReferralRecord = {
    _id: randomUUID(),
    patientId,
    referrerName: body.referrerName.trim(),
    ...(provider && { referrerProviderNumber: provider }),
    issuedOn: body.issuedOn,
    validUntil,
    createdAt: now,
  };
  await createMedicareReferral(record);
  await recordAudit(user, { patientId, action: 'create', recordKind: 'medicare-referral', recordId: record._id, detail: 'provided by the psychologist' }, now);
  return { medicareReferralId: record._id, patientId, referrerName: record.referrerName, ...(provider && { referrerProviderNumber: provider }), issuedOn: record.issuedOn, validUntil };
}
