import { HttpProblem } from '../../../http/problem';
import { megabytes, sniffContentType } from '../../../lib/uploads/sniff-upload';

/** 5 MB: a phone photo fits; PROFILE_IMAGE_MAX_BYTES overrides it (never above the upload parser's MAX_UPLOAD_BYTES). */
export const DEFAULT_PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const profileImageMaxBytes = (): number => Number(process.env.PROFILE_IMAGE_MAX_BYTES) || DEFAULT_PROFILE_IMAGE_MAX_BYTES;

export const PHOTO_NOT_IMAGE = 'Only JPEG or PNG photos can be used. This file is not one of those (its contents were checked, not just its name).';
export const PHOTO_EMPTY = 'The file is empty. Choose the JPEG or PNG photo again.';
export const photoTooLarge = () => `The photo is larger than ${megabytes(profileImageMaxBytes())}. Choose a smaller photo.`;

const photoProblem = (status: 413 | 422, message: string) =>
  new HttpProblem(status, status === 413 ? 'Content Too Large' : 'Validation failed', message, { file: message });

/** A photo is JPEG or PNG by its bytes (a PDF is a fine upload elsewhere but not a photo), within the size limit. */
export async function checkProfileImage(bytes: Buffer | undefined): Promise<'image/jpeg' | 'image/png'> {
  if (!bytes || !bytes.length) throw photoProblem(422, PHOTO_EMPTY);
  if (bytes.length > profileImageMaxBytes()) throw photoProblem(413, photoTooLarge());
  const type = await sniffContentType(bytes);
  if (type !== 'image/jpeg' && type !== 'image/png') throw photoProblem(422, PHOTO_NOT_IMAGE);
  return type;
}

/** Only the signed-in user may change their own photo; another id is treated as not there. */
export const mayChangePhoto = (callerId: string, profileId: string): boolean => callerId === profileId;

/**
 * Who may read a photo: a psychologist's is public (the directory shows it); a client's or a GP's
 * only by its owner.
 */
export const mayReadPhoto = (ownerType: string, ownerId: string, callerId: string | undefined): boolean =>
  ownerType === 'psychologist' || (callerId !== undefined && callerId === ownerId);

export const photoUrl = (userId: string, updatedAt: Date) => `/api/users/profile/${encodeURIComponent(userId)}/profile-image?v=${updatedAt.getTime()}`;
