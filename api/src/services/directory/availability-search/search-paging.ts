import { invalidField } from '../../../http/validation';

/** Psychologists per page when the caller does not say: a first screen of the booking page's grid. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface Paging {
  page: number;
  pageSize: number;
}

/** The page asked for (1-based) and its size, defaults filled in; 422 naming the field otherwise. */
export function pagingOf(request: { page?: number; pageSize?: number }): Paging {
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1) throw invalidField('page', 'must be a whole number, 1 or more');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) throw invalidField('pageSize', `must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  return { page, pageSize };
}

/** The items of one page; past the last page, none. */
export function pageOf<T>(items: readonly T[], { page, pageSize }: Paging): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}
