import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { conflict, HttpProblem, notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { recordAudit } from '../../audit';
import { FAQ_CATEGORIES } from './faq-data';
import { checkFaqContent, faqSlugOf, STALE_FAQ_VERSION, type FaqContent } from './faq-edit-rules';
import type { EditableFaq, EditableFaqList, EditableFaqSummary, FaqContentRequest, FaqMoveRequest, FaqSaveRequest } from './faq-editing.types';
import { forgetFaqIndex } from './faq-index-cache';
import { FaqModel, type FaqRecord } from './faq.model';
import { FaqRevisionModel } from './faq-revision.model';
import { byHubOrder, movedOrder } from './faq-order';

const versionOf = (record: Pick<FaqRecord, 'version'>) => record.version ?? 0;
/** Matches the record only at the version the editor read (a seeded FAQ has none yet: 0). */
const atVersion = (version: number) => (version === 0 ? { version: { $exists: false } } : { version });

function summaryOf(record: FaqRecord): EditableFaqSummary {
  return {
    id: record._id,
    category: record.category,
    question: record.question,
    state: record.published === false ? 'unpublished' : 'published',
    ...(record.editedAt && { updatedAt: new Date(record.editedAt).toISOString() }),
    ...(record.editedBy && { updatedBy: record.editedBy }),
    version: versionOf(record),
  };
}

const editableOf = (record: FaqRecord): EditableFaq => ({
  ...summaryOf(record),
  answer: record.answer,
  keywords: [...record.keywords],
  links: record.links.map(({ label, href }) => ({ label, href })),
});

/** Every FAQ, published or not, in the hub's order (about 30: one small read). */
export async function listEditableFaqs(): Promise<EditableFaqList> {
  const records = await FaqModel.find({}).lean<FaqRecord[]>();
  records.sort(byHubOrder);
  return { items: records.map(summaryOf), categories: FAQ_CATEGORIES.map(({ id, name }) => ({ id, name })) };
}

async function recordOf(id: string): Promise<FaqRecord> {
  const record = await FaqModel.findById(id).lean<FaqRecord>();
  if (!record) throw notFound(`No FAQ "${id}".`);
  return record;
}

export async function readEditableFaq(id: string): Promise<EditableFaq> {
  return editableOf(await recordOf(id));
}

function contentOf(request: Partial<FaqContentRequest>): FaqContent {
  const check = checkFaqContent(request);
  if (!check.ok) throw invalidField(check.field, check.message);
  return check.content;
}

/**
 * Writes `changes` only if the FAQ is still at `version`: the next version's revision id is
 * inserted first (the unique id decides between two saves at once), and the version is in the
 * update's filter too. Otherwise 409, nothing written. The hub's kept index is forgotten fleet-wide.
 */
async function writeAtVersion(id: string, version: unknown, actor: AuthenticatedUser, changes: Partial<FaqRecord>): Promise<EditableFaq> {
  if (!Number.isInteger(version) || (version as number) < 0) throw invalidField('version', 'must be the version you read, a whole number from 0');
  const from = version as number;
  const record = await recordOf(id);
  if (versionOf(record) !== from) throw conflict(STALE_FAQ_VERSION);
  const claim = `${id}@${from + 1}`;
  try {
    await FaqRevisionModel.create({ _id: claim, faqId: id, version: from + 1, savedBy: actor.sub, savedAt: new Date() });
  } catch (error) {
    if (isDuplicateKey(error)) throw conflict(STALE_FAQ_VERSION);
    throw error;
  }
  // A claim whose write did not happen is given back, so the version is not lost for good.
  const result = await FaqModel.updateOne({ _id: id, ...atVersion(from) }, { $set: { ...changes, version: from + 1, editedAt: new Date(), editedBy: actor.sub } }).catch(async (error: unknown) => {
    await FaqRevisionModel.deleteOne({ _id: claim });
    throw error;
  });
  if (result.matchedCount !== 1) {
    await FaqRevisionModel.deleteOne({ _id: claim });
    throw conflict(STALE_FAQ_VERSION);
  }
  forgetFaqIndex();
  return readEditableFaq(id);
}

/** Saves the FAQ as the editor sent it; the hub shows the change (if published) on its next read. */
export async function saveFaq(actor: AuthenticatedUser, id: string, request: FaqSaveRequest): Promise<EditableFaq> {
  const content = contentOf(request);
  const saved = await writeAtVersion(id, request.version, actor, content);
  await recordAudit(actor, { action: 'update', recordKind: 'faq', recordId: id, detail: content.question });
  return saved;
}

/**
 * A new FAQ, its slug made from the question and published at the end of the hub. The unique
 * `_id` insert decides a clash (two operators at once, or a question worded like another's).
 */
export async function createFaq(actor: AuthenticatedUser, request: FaqContentRequest): Promise<EditableFaq> {
  const content = contentOf(request);
  const id = faqSlugOf(content.question);
  if (!id) throw invalidField('question', 'needs some letters or digits');
  const last = await FaqModel.findOne({}, { order: 1 }).sort({ order: -1 }).lean<Pick<FaqRecord, 'order'>>();
  try {
    // No stored version yet (version 0), as a seeded FAQ: the first save's filter looks for none.
    await FaqModel.create({ _id: id, ...content, order: (last?.order ?? -1) + 1, editedAt: new Date(), editedBy: actor.sub });
  } catch (error) {
    if (isDuplicateKey(error)) throw new HttpProblem(409, 'Conflict', `question: an FAQ "${id}" already exists`, { question: `An FAQ with the address #faq-${id} already exists. Word the question differently, or edit that one.` });
    throw error;
  }
  forgetFaqIndex();
  await recordAudit(actor, { action: 'create', recordKind: 'faq', recordId: id, detail: content.question });
  return readEditableFaq(id);
}

/** Puts the FAQ (back) on the hub from its next read. */
export async function publishFaq(actor: AuthenticatedUser, id: string, version: number): Promise<EditableFaq> {
  const saved = await writeAtVersion(id, version, actor, { published: true });
  await recordAudit(actor, { action: 'publish', recordKind: 'faq', recordId: id });
  return saved;
}

/** Takes the FAQ off the hub (and its search) from the next read; it stays here to publish again. */
export async function unpublishFaq(actor: AuthenticatedUser, id: string, version: number): Promise<EditableFaq> {
  const saved = await writeAtVersion(id, version, actor, { published: false });
  await recordAudit(actor, { action: 'unpublish', recordKind: 'faq', recordId: id });
  return saved;
}

/** Moves the FAQ one place up or down within its category on the hub (only this FAQ is written). */
export async function moveFaq(actor: AuthenticatedUser, id: string, request: FaqMoveRequest): Promise<EditableFaq> {
  const records = await FaqModel.find({}, { category: 1, order: 1 }).lean<Pick<FaqRecord, '_id' | 'category' | 'order'>[]>();
  if (!records.some((record) => record._id === id)) throw notFound(`No FAQ "${id}".`);
  const order = movedOrder(records.sort(byHubOrder).map((record) => ({ id: record._id, category: record.category, order: record.order })), id, request.direction);
  if (order === undefined) throw invalidField('direction', `is not possible: this FAQ is already ${request.direction === 'up' ? 'first' : 'last'} in its category`);
  const saved = await writeAtVersion(id, request.version, actor, { order });
  await recordAudit(actor, { action: 'update', recordKind: 'faq', recordId: id, detail: `moved ${request.direction}` });
  return saved;
}
