/**
 * Whether a write lost to a unique index. MongoDB (and FerretDB on insert) answer code 11000;
 * FerretDB 1.24 answers an update or replace that breaks a unique index with code 1
 * (InternalError) carrying PostgreSQL's SQLSTATE 23505, so both mean "someone else has it".
 */
export function isDuplicateKey(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: number; message?: string };
  return code === 11000 || (code === 1 && typeof message === 'string' && message.includes('SQLSTATE 23505'));
}
