import { Schema, model } from 'mongoose';
import type { AccountUserType } from '../../identity';

/**
 * A user's profile photo: one record per user (`_id` is the user's id, so a user never has two).
 * The bytes live in the files service's store under `storageKey`, a new key on every upload.
 */
export interface ProfileImageRecord {
  _id: string;
  userType: AccountUserType;
  storageKey: string;
  contentType: 'image/jpeg' | 'image/png';
  sizeBytes: number;
  updatedAt: Date;
}

const profileImageSchema = new Schema<ProfileImageRecord>(
  {
    _id: { type: String, required: true },
    userType: { type: String, required: true },
    storageKey: { type: String, required: true },
    contentType: { type: String, required: true },
    sizeBytes: { type: Number, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'profile_images', versionKey: false },
);

export const ProfileImageModel = model<ProfileImageRecord>('ProfileImage', profileImageSchema);
