import mongoose from 'mongoose';
import { isDatabaseUnavailable } from './database-unavailable';

// The driver's own classes, as mongoose ships them (no direct dependency on mongodb).
const { MongoNetworkError, MongoServerSelectionError, MongoServerError, MongoNotConnectedError } = mongoose.mongo;

const named = (name: string, message = 'x') => Object.assign(new Error(message), { name });

describe('isDatabaseUnavailable', () => {
  test.each<[string, unknown, boolean]>([
    ['driver: no server selected', new MongoServerSelectionError('connect ECONNREFUSED 127.0.0.1:1', { error: undefined } as never), true],
    ['driver: connection lost', new MongoNetworkError('connection 3 to 127.0.0.1:1 closed'), true],
    ['driver: client not connected', new MongoNotConnectedError('Client must be connected before running operations'), true],
    ['mongoose: server selection', named('MongooseServerSelectionError'), true],
    ['mongoose: buffering timed out', new mongoose.Error('Operation `users.findOne()` buffering timed out after 2000ms'), true],
    ['wrapped in a cause', Object.assign(new Error('adapter failed'), { cause: new MongoNetworkError('closed') }), true],
    [
      'FerretDB: PostgreSQL refused the connection',
      new MongoServerError({ message: '[pool.go:129 pool.(*Pool).Get] failed to connect to `user=postgres database=ferretdb`: 127.0.0.1:40413 (127.0.0.1): dial error: dial tcp 127.0.0.1:40413: connect: connection refused', code: 1 }),
      true,
    ],
    ['FerretDB: PostgreSQL shut down under it', new MongoServerError({ message: 'FATAL: terminating connection due to administrator command (SQLSTATE 57P01)', code: 1 }), true],
    ['FerretDB: a unique index (SQLSTATE 23505) is an answer, not an outage', new MongoServerError({ message: 'duplicate key value violates unique constraint (SQLSTATE 23505)', code: 1 }), false],
    ['FerretDB: a statement timeout is not an outage', new MongoServerError({ message: 'canceling statement due to statement timeout (SQLSTATE 57014)', code: 1 }), false],
    ['duplicate key (a real answer from the database)', new MongoServerError({ message: 'E11000 duplicate key', code: 11000 }), false],
    ['a validation error', new mongoose.Error.ValidationError(), false],
    ['a plain bug', new TypeError('cannot read properties of undefined'), false],
    ['a mongoose error about something else', new mongoose.Error('Cast to ObjectId failed'), false],
    ['not an error', 'MongoNetworkError', false],
    ['nothing', undefined, false],
  ])('%s → %s', (_label, err, expected) => {
    expect(isDatabaseUnavailable(err)).toBe(expected);
  });
});
