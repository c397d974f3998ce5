import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { recordAudit } from '../../audit';
import type { SessionRecord } from '../../sessions';
import { readAttachmentBytes, removeAttachmentBytes, storeAttachmentBytes } from './attachment-store';
import { MAX_ATTACHMENT_BYTES, sniffAttachmentType } from './attachment-type';
import { CaseNoteAttachmentModel, type CaseNoteAttachmentRecord } from './case-note-attachment.model';
import type { CaseNoteAttachmentView, NewCaseNoteAttachment } from './case-notes.types';
import { sessionOfPsychologist } from './practice-session';
import { oldestFirst } from '../../../lib/record-order';

export const ATTACHMENT_TYPE_REFUSED = 'Attach a PDF, JPEG or PNG file.';

const view = (a: CaseNoteAttachmentRecord): CaseNoteAttachmentView => ({
  attachmentId: a._id,
  fileName: a.fileName,
  contentType: a.contentType,
  sizeBytes: a.sizeBytes,
  createdAt: a.createdAt.toISOString(),
});

export async function listAttachments(session: SessionRecord): Promise<CaseNoteAttachmentView[]> {
  const found = await CaseNoteAttachmentModel.find({ sessionId: session._id }).lean<CaseNoteAttachmentRecord[]>();
  return found
    .filter((a) => !a.isDeleted && a.psychologistId === session.psychologistId)
    .sort(oldestFirst((a) => a.createdAt))
    .map(view);
}

export async function sessionAttachments(user: AuthenticatedUser, sessionId: string): Promise<CaseNoteAttachmentView[]> {
  const session = await sessionOfPsychologist(user, sessionId);
  const list = await listAttachments(session);
  await Promise.all(list.map((a) => recordAudit(user, { patientId: session.patientId, action: 'read', recordKind: 'case-note-attachment', recordId: a.attachmentId })));
  return list;
}

const SAFE_NAME = /[^\w.\- ()]+/g;

export async function attachFile(user: AuthenticatedUser, sessionId: string, body: NewCaseNoteAttachment): Promise<CaseNoteAttachmentView> {
  const session = await sessionOfPsychologist(user, sessionId);
  if (!/^[A-Za-z0-9+/=\s]*$/.test(body.contentBase64)) throw invalidField('contentBase64', 'must be base64');
  const content = Buffer.from(body.contentBase64, 'base64');
  if (content.length === 0) throw invalidField('contentBase64', 'the file is empty');
  if (content.length > MAX_ATTACHMENT_BYTES) throw invalidField('contentBase64', `the file is larger than ${MAX_ATTACHMENT_BYTES / 1024} KB`);
  const contentType = await sniffAttachmentType(content);
  if (!contentType) throw invalidField('contentBase64', ATTACHMENT_TYPE_REFUSED);
  const fileName = body.fileName.replace(SAFE_NAME, '_').slice(0, 200) || 'attachment';
  const storageKey = await storeAttachmentBytes(fileName, contentType, content);
  const record: CaseNoteAttachmentRecord = { _id: randomUUID(), sessionId, patientId: session.patientId, psychologistId: user.sub, fileName, contentType, sizeBytes: content.length, storageKey, createdAt: new Date() };
  try {
    await CaseNoteAttachmentModel.create(record);
  } catch (err) {
    await removeAttachmentBytes(storageKey);
    throw err;
  }
  await recordAudit(user, { patientId: session.patientId, action: 'create', recordKind: 'case-note-attachment', recordId: record._id });
  return view(record);
}

async function ownAttachment(user: AuthenticatedUser, sessionId: string, attachmentId: string) {
  const session = await sessionOfPsychologist(user, sessionId);
  const record = await CaseNoteAttachmentModel.findById(attachmentId).lean<CaseNoteAttachmentRecord>();
  if (!record || record.isDeleted || record.sessionId !== sessionId || record.psychologistId !== user.sub) throw notFound(`No attachment '${attachmentId}' on this session.`);
  return { session, record };
}

export async function downloadAttachment(user: AuthenticatedUser, sessionId: string, attachmentId: string) {
  const { session, record } = await ownAttachment(user, sessionId, attachmentId);
  const content = await readAttachmentBytes(record.storageKey);
  await recordAudit(user, { patientId: session.patientId, action: 'download', recordKind: 'case-note-attachment', recordId: record._id });
  return { record, content };
}

export async function deleteAttachment(user: AuthenticatedUser, sessionId: string, attachmentId: string): Promise<void> {
  const { session, record } = await ownAttachment(user, sessionId, attachmentId);
  await CaseNoteAttachmentModel.updateOne({ _id: record._id }, { $set: { isDeleted: true, deletedAt: new Date() } });
  await recordAudit(user, { patientId: session.patientId, action: 'delete', recordKind: 'case-note-attachment', recordId: record._id });
}
