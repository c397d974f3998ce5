/**
 * Whether a write lost to a unique index. MongoDB (and FerretDB on insert) answer code 11000;
 * FerretDB 1.24 answers an update or replace that breaks a unique index with code 1
 * (InternalError) carrying PostgreSQL's SQLSTATE 23505, so both mean "someone else has it".
 */
export function isDuplicateKey(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: number; message?: string };
  return code === 11000 || (code === 1 && typeof message === 'string' && message.includes('SQLSTATE 23505'));
}

/**
 * An upsert on FerretDB reads, then writes: two first writes of one record at once can both try
 * to insert it, and the loser fails on the unique `_id`. The record exists by then, so the same
 * write once more updates it (last writer wins, as for any upsert of one's own record).
 */
export async function upsertRetryingOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    return write();
  }
}
