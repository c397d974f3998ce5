import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { conflict, notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { recordAudit } from '../../audit';
import { bumpContentGeneration } from '../pages/content-generation';
import { ContentPageModel, type ContentPageRecord } from '../pages/content-page.model';
import { RedirectModel, type RedirectRecord } from '../redirects/redirect.model';
import { redirectPathOf, redirectProblem } from './content-edit-rules';
import type { NewRedirectRequest, RedirectList, RedirectRow } from './content-editing.types';
import { isDuplicateKey } from '../../../lib/duplicate-key';

const rowOf = (record: RedirectRecord): RedirectRow => ({ path: record.path, target: record.target, permanent: record.permanent });

export async function listRedirects(): Promise<RedirectList> {
  const records = await RedirectModel.find().lean<RedirectRecord[]>();
  return { items: records.map(rowOf).sort((a, b) => a.path.localeCompare(b.path)) };
}

/** Adds a permanent redirect between two site paths; the public lookup reads it from the next request. */
export async function addRedirect(actor: AuthenticatedUser, request: NewRedirectRequest): Promise<RedirectRow> {
  const from = redirectPathOf(request.path);
  const to = redirectPathOf(request.target);
  const [existing, page] = await Promise.all([
    RedirectModel.find({}, { path: 1, target: 1 }).lean<RedirectRecord[]>(),
    from ? ContentPageModel.findById(from, { published: 1 }).lean<ContentPageRecord>() : null,
  ]);
  const problem = redirectProblem(from, to, new Map(existing.map((redirect) => [redirect.path, redirect.target])), Boolean(page && page.published !== false));
  if (problem) throw invalidField(problem.field, problem.message);
  try {
    // The unique index on path decides between two operators adding the same path at once.
    await RedirectModel.create({ path: from!, target: to!, permanent: true });
  } catch (error) {
    if (isDuplicateKey(error)) throw conflict(`${from} already redirects somewhere.`);
    throw error;
  }
  await bumpContentGeneration();
  await recordAudit(actor, { action: 'create', recordKind: 'redirect', recordId: from!, detail: `→ ${to}` });
  return { path: from!, target: to!, permanent: true };
}

export async function removeRedirect(actor: AuthenticatedUser, rawPath: string): Promise<void> {
  const from = redirectPathOf(rawPath);
  if (!from) throw invalidField('path', "must be a site path starting with '/', e.g. /old-page");
  const { deletedCount } = await RedirectModel.deleteOne({ path: from });
  if (deletedCount !== 1) throw notFound(`No redirect from ${from}.`);
  await bumpContentGeneration();
  await recordAudit(actor, { action: 'delete', recordKind: 'redirect', recordId: from });
}
