import { formatInstant } from '@harbour/ui';
import type { EditableContentSummary } from '@harbour/sdk/content-admin';

export const KIND_OPTIONS = [
  { value: 'page', label: 'Pages' },
  { value: 'section', label: 'Section pages' },
  { value: 'article', label: 'Articles' },
  { value: 'author', label: 'Authors' },
];
export const STATE_OPTIONS = [
  { value: 'published', label: 'Published' },
  { value: 'unpublished', label: 'Unpublished' },
];

const KIND: Record<string, string> = { page: 'Page', section: 'Section page', article: 'Article', author: 'Author' };
export const kindWords = (kind: string) => KIND[kind] ?? kind;

/** "Published", "Published, draft saved", "Unpublished". */
export function stateWords(item: Pick<EditableContentSummary, 'state' | 'hasDraft'>): string {
  const state = item.state === 'unpublished' ? 'Unpublished' : 'Published';
  return item.hasDraft ? `${state}, draft saved` : state;
}

/** When and by whom it last changed in the console, on Sydney's clock; seeded pages never did. */
export function changedWords(item: Pick<EditableContentSummary, 'updatedAt' | 'updatedBy'>): string {
  if (!item.updatedAt) return 'Not changed in the console';
  const when = formatInstant(item.updatedAt, 'mediumDateTime', 'Australia/Sydney');
  return item.updatedBy ? `${when} by ${item.updatedBy}` : when;
}

/** The editor's address for a site path. */
export const editorLink = (path: string) => `/admin/content/edit?path=${encodeURIComponent(path)}`;
