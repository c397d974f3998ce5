import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { conflict, notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { calendarDateIn } from '../../../lib/australian-date';
import { recordAudit } from '../../audit';
import { normaliseContentPath } from '../pages/content-pages';
import { ContentPageModel, type ContentPageRecord } from '../pages/content-page.model';
import { bumpContentGeneration } from '../pages/content-generation';
import { CONTENT_KINDS, type ContentKind } from '../pages/content.types';
import { renderMarkdown } from '../pages/render-markdown';
import { STALE_VERSION, stateOf } from './content-edit-rules';
import { ContentRevisionModel } from './content-revision.model';
import type { ContentDraftRequest, ContentPreview, ContentState, EditableContent, EditableContentList, EditableContentSummary } from './content-editing.types';
import { isDuplicateKey } from '../../../lib/duplicate-key';

const versionOf = (record: Pick<ContentPageRecord, 'version'>) => record.version ?? 0;
/** Matches the record only at the version the editor read (a seeded page has none yet: 0). */
const atVersion = (version: number) => (version === 0 ? { version: { $exists: false } } : { version });

function summaryOf(record: ContentPageRecord): EditableContentSummary {
  return {
    path: record._id,
    kind: record.kind,
    title: record.draft?.title ?? record.title,
    state: stateOf(record),
    hasDraft: Boolean(record.draft),
    ...(record.editedAt && { updatedAt: new Date(record.editedAt).toISOString() }),
    ...(record.editedBy && { updatedBy: record.editedBy }),
    version: versionOf(record),
  };
}

/** Every page, article and author, by path; filtered by kind and state when asked. */
export async function listEditableContent(kind?: string, state?: string): Promise<EditableContentList> {
  if (kind !== undefined && !CONTENT_KINDS.includes(kind as ContentKind)) throw invalidField('kind', `must be one of ${CONTENT_KINDS.join(', ')}`);
  if (state !== undefined && !['published', 'unpublished'].includes(state)) throw invalidField('state', 'must be published or unpublished');
  const records = await ContentPageModel.find(kind ? { kind } : {}, { html: 0, markdown: 0 }).lean<ContentPageRecord[]>();
  const items = records
    .map(summaryOf)
    .filter((item) => !state || item.state === (state as ContentState))
    .sort((a, b) => a.path.localeCompare(b.path));
  return { items };
}

async function recordAt(rawPath: string): Promise<ContentPageRecord> {
  const sitePath = normaliseContentPath(rawPath);
  if (!sitePath) throw invalidField('path', "must be a site path starting with '/', e.g. /about");
  const record = await ContentPageModel.findById(sitePath).lean<ContentPageRecord>();
  if (!record) throw notFound(`No page at ${sitePath}.`);
  return record;
}

/** One page for the editor: its saved draft if any, else its published Markdown. */
export async function readEditableContent(rawPath: string): Promise<EditableContent> {
  const record = await recordAt(rawPath);
  return {
    ...summaryOf(record),
    description: record.draft?.description ?? record.description,
    markdown: record.draft?.markdown ?? record.markdown ?? '',
    publishedTitle: record.title,
  };
}

/** The public site's own renderer and sanitiser: the preview is what the page will show. */
export function previewContent(markdown: string): ContentPreview {
  return { html: renderMarkdown(markdown) };
}

/**
 * Writes `changes` only if the page is still at `version`: the next version's revision id is
 * inserted first (the unique id decides between two saves at once), and the version is in the
 * update's filter too. Otherwise 409, nothing written.
 */
async function writeAtVersion(record: ContentPageRecord, version: number, actor: AuthenticatedUser, changes: { $set: Record<string, unknown>; $unset?: Record<string, 1> }): Promise<EditableContent> {
  if (!Number.isInteger(version) || version < 0) throw invalidField('version', 'must be the version you read, a whole number from 0');
  if (versionOf(record) !== version) throw conflict(STALE_VERSION);
  const claim = `${record._id}@${version + 1}`;
  try {
    await ContentRevisionModel.create({ _id: claim, path: record._id, version: version + 1, savedBy: actor.sub, savedAt: new Date() });
  } catch (error) {
    if (isDuplicateKey(error)) throw conflict(STALE_VERSION);
    throw error;
  }
  // A claim whose write did not happen is given back, so the version is not lost for good.
  const result = await ContentPageModel.updateOne(
    { _id: record._id, ...atVersion(version) },
    { ...changes, $set: { ...changes.$set, version: version + 1, editedAt: new Date(), editedBy: actor.sub } },
  ).catch(async (error: unknown) => {
    await ContentRevisionModel.deleteOne({ _id: claim });
    throw error;
  });
  if (result.matchedCount !== 1) {
    await ContentRevisionModel.deleteOne({ _id: claim });
    throw conflict(STALE_VERSION);
  }
  return readEditableContent(record._id);
}

export async function saveContentDraft(actor: AuthenticatedUser, rawPath: string, request: ContentDraftRequest): Promise<EditableContent> {
  const record = await recordAt(rawPath);
  const title = request.title?.trim();
  const description = request.description?.trim();
  if (!title) throw invalidField('title', 'is required');
  if (!description) throw invalidField('description', 'is required');
  if (typeof request.markdown !== 'string') throw invalidField('markdown', 'is required');
  return writeAtVersion(record, request.version, actor, { $set: { draft: { title, description, markdown: request.markdown, savedAt: new Date(), savedBy: actor.sub } } });
}

/** Publishes the saved draft (or republishes what is there): the next public read shows it. */
export async function publishContent(actor: AuthenticatedUser, rawPath: string, version: number): Promise<EditableContent> {
  const record = await recordAt(rawPath);
  const source = record.draft ?? { title: record.title, description: record.description, markdown: record.markdown ?? '' };
  const saved = await writeAtVersion(record, version, actor, {
    $set: { title: source.title, description: source.description, markdown: source.markdown, html: renderMarkdown(source.markdown), published: true, ...(record.draft && { updatedOn: calendarDateIn(new Date()) }) },
    $unset: { draft: 1 },
  });
  await bumpContentGeneration();
  await recordAudit(actor, { action: 'publish', recordKind: 'content-page', recordId: record._id, detail: source.title });
  return saved;
}

/** Takes a page down: the public site answers "not found" for it from the next read. */
export async function unpublishContent(actor: AuthenticatedUser, rawPath: string, version: number): Promise<EditableContent> {
  const record = await recordAt(rawPath);
  const saved = await writeAtVersion(record, version, actor, { $set: { published: false } });
  await bumpContentGeneration();
  await recordAudit(actor, { action: 'unpublish', recordKind: 'content-page', recordId: record._id });
  return saved;
}
