import { isDuplicateKey } from '../../lib/duplicate-key';
import { conflict } from '../../http/problem';
import { patientNameOf } from '../accounts';
import { RelationshipModel, RelationshipPairLockModel, type RelationshipRecord } from './relationship.model';

export const ALREADY_LINKED = 'You already have a relationship with this person (or an invitation between you is waiting).';

export const nameOf = async (userId: string) =>
  (await patientNameOf(userId)) ?? { firstName: 'A client', lastName: '' };

/** Takes the pair's lock (the one atomic decision), then writes the relationship; undoes the lock if that fails. */
export async function insertWithLock(record: RelationshipRecord): Promise<void> {
  try {
    await RelationshipPairLockModel.create({
      _id: record.pairKey,
      relationshipId: record._id,
      createdAt: record.createdAt,
    });
  } catch (err) {
    if (isDuplicateKey(err)) throw conflict(ALREADY_LINKED);
    throw err;
  }
  try {
    await RelationshipModel.create(record);
  } catch (err) {
    await RelationshipPairLockModel.deleteOne({
      _id: record.pairKey,
      relationshipId: record._id,
    });
    throw err;
  }
}
