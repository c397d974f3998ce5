/** Spec §9: a page is short under 100 messages. */
export const PAGE_SIZE = 100;

/**
 * Spec §4: a page with messages but fewer than 100 triggers loading the previous page once — so a
 * chat whose newest page has just begun still opens with a screenful. Returns that page, if any.
 */
export function previousPageAfterShort(page: { page: number; count: number }): number | undefined {
  return page.count > 0 && page.count < PAGE_SIZE && page.page > 0 ? page.page - 1 : undefined;
}
