import { isDuplicateKey } from './duplicate-key';

describe('isDuplicateKey', () => {
  it.each([
    ['MongoDB and FerretDB inserts: code 11000', { code: 11000, message: 'E11000 duplicate key error' }, true],
    ['FerretDB updates: InternalError with SQLSTATE 23505', { code: 1, message: 'ERROR: duplicate key value violates unique constraint "x_idx" (SQLSTATE 23505)' }, true],
    ['another internal error', { code: 1, message: 'ERROR: canceling statement due to statement timeout (SQLSTATE 57014)' }, false],
    ['a validation error', { name: 'ValidationError', message: 'Path `x` is required.' }, false],
    ['nothing', undefined, false],
  ])('%s → %s', (_, error, expected) => {
    expect(isDuplicateKey(error)).toBe(expected);
  });
});
