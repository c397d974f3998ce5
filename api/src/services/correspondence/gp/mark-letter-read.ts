import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { notFound } from '../../../http/problem';
import { GpLetterModel } from '../practice/correspondence.model';
import { GpLetterReadModel } from './letter-read.model';

export interface GpLetterRead {
  letterId: string;
  readAt: Date;
}

/** Marks a letter addressed to this GP as read (idempotent: the first read time stays). Anyone else's letter: 404, nothing written. */
export async function markLetterRead(user: AuthenticatedUser, letterId: string, now = new Date()): Promise<GpLetterRead> {
  const letter = await GpLetterModel.findById(letterId, { gpId: 1 }).lean();
  if (!letter || letter.gpId !== user.sub) throw notFound(`No letter '${letterId}'.`);
  try {
    await GpLetterReadModel.create({ _id: letterId, gpId: user.sub, readAt: now });
    return { letterId, readAt: now };
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const first = await GpLetterReadModel.findById(letterId).lean();
    return { letterId, readAt: first!.readAt };
  }
}

/** Read times of this GP's letters, by letter id. */
export async function readTimesOf(gpId: string): Promise<Map<string, Date>> {
  const reads = await GpLetterReadModel.find({ gpId }).lean();
  return new Map(reads.map((r) => [r._id, r.readAt]));
}
