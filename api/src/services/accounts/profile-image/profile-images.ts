import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { notFound } from '../../../http/problem';
import { fileStore } from '../../../lib/file-store/gridfs-file-store';
import { ProfileImageModel, type ProfileImageRecord } from './profile-image.model';
import { checkProfileImage, mayChangePhoto, mayReadPhoto, photoUrl } from './profile-image-rules';
import type { ProfileImage } from './profile-image.types';
import { isDuplicateKey } from '../../../lib/duplicate-key';

export const NO_PHOTO = 'No photo for this profile.';

const toProfileImage = (r: ProfileImageRecord): ProfileImage => ({
  userId: r._id,
  contentType: r.contentType,
  sizeBytes: r.sizeBytes,
  updatedAt: r.updatedAt.toISOString(),
  url: photoUrl(r._id, r.updatedAt),
});

/**
 * Replaces the caller's photo: checks the bytes, stores them under a new key, points the record at
 * them, then removes the old bytes. If the record cannot be written the new bytes are removed, so
 * a refused or failed upload leaves the old photo as it was.
 */
export async function putProfileImage(caller: AuthenticatedUser, profileId: string, upload: { buffer?: Buffer } | undefined, now = new Date()): Promise<ProfileImage> {
  if (!mayChangePhoto(caller.sub, profileId)) throw notFound('No such profile.');
  const contentType = await checkProfileImage(upload?.buffer);
  const bytes = upload!.buffer!;
  const storageKey = `profile-image-${randomUUID()}`;
  const previous = await ProfileImageModel.findById(caller.sub).lean();
  await fileStore().put(storageKey, bytes, { contentType, fileName: `profile.${contentType === 'image/png' ? 'png' : 'jpg'}` });
  const record: ProfileImageRecord = { _id: caller.sub, userType: caller.userType, storageKey, contentType, sizeBytes: bytes.length, updatedAt: now };
  try {
    // FerretDB upserts read then write: two first uploads at once can both insert, and the
    // loser's duplicate key means "a record now exists", so replace it (last upload wins).
    await ProfileImageModel.replaceOne({ _id: caller.sub }, record, { upsert: true }).catch(async (err) => {
      if (!isDuplicateKey(err)) throw err;
      await ProfileImageModel.replaceOne({ _id: caller.sub }, record);
    });
  } catch (err) {
    await fileStore().remove(storageKey);
    throw err;
  }
  if (previous && previous.storageKey !== storageKey) await fileStore().remove(previous.storageKey);
  return toProfileImage(record);
}

export interface PhotoBytes {
  contentType: 'image/jpeg' | 'image/png';
  bytes: Buffer;
}

/** The photo's bytes for a reader allowed to see it (`callerId` undefined = anonymous); 404 otherwise, so a client's photo is never confirmed to exist. */
export async function readProfileImage(profileId: string, callerId: string | undefined): Promise<PhotoBytes> {
  const record = await ProfileImageModel.findById(profileId).lean();
  if (!record || !mayReadPhoto(record.userType, record._id, callerId)) throw notFound(NO_PHOTO);
  const bytes = await fileStore().get(record.storageKey);
  if (!bytes) throw notFound(NO_PHOTO);
  return { contentType: record.contentType, bytes };
}

/** The caller's own photo details; 404 when they have none (or ask about someone else). */
export async function ownProfileImage(caller: AuthenticatedUser, profileId: string): Promise<ProfileImage> {
  const record = caller.sub === profileId ? await ProfileImageModel.findById(profileId).lean() : null;
  if (!record) throw notFound(NO_PHOTO);
  return toProfileImage(record);
}

/** The photo URLs of many users at once (for directory cards), only for psychologists' photos. */
export async function psychologistPhotoUrls(ids: string[]): Promise<Map<string, string>> {
  const found = await Promise.all(ids.map((id) => ProfileImageModel.findById(id, { userType: 1, updatedAt: 1 }).lean()));
  return new Map(found.filter((r): r is NonNullable<typeof r> => !!r && r.userType === 'psychologist').map((r) => [r._id, photoUrl(r._id, r.updatedAt)]));
}
