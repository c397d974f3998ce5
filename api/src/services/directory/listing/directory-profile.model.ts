import { Schema, model } from 'mongoose';
import type { FundingOption, PracticeRegion, PsychologistGender, PsychologistType, SessionFee } from './directory.types';

/**
 * A psychologist's public directory listing, one per psychologist (`_id` = their
 * user id). Names live on the psychologist profile, approval on the account, and
 * isAvailableForNewClients on their availability record: the directory joins them in memory
 * (directory-cache.ts) so each has one owner.
 */
export interface DirectoryProfileRecord {
  _id: string;
  /** URL name, unique (unique index); never a topic or city page's slug (landing-slugs.ts). */
  slug: string;
  psychologistType: PsychologistType;
  ahpraNumber: string;
  bio: string;
  qualifications: string[];
  specialisationIds: number[];
  treatmentModalityIds: number[];
  languageIds: number[];
  therapyTypeIds: number[];
  fundingAccepted: FundingOption[];
  partnerReferrerIds: string[];
  fees: SessionFee[];
  timeZone: string;
  state: PracticeRegion;
  gender?: PsychologistGender;
  messagingEnabled: boolean;
  isHidden: boolean;
  /**
   * Normalised words (names, concerns, languages, state, type): an equality match on one token
   * is what FerretDB pushes down to SQL; see search-tokens.ts and docs/directory.md.
   */
  searchTokens: string[];
  createdAt: Date;
  updatedAt: Date;
}

const directoryProfileSchema = new Schema<DirectoryProfileRecord>(
  {
    _id: { type: String, required: true },
    slug: { type: String, required: true },
    psychologistType: { type: String, required: true },
    ahpraNumber: { type: String, required: true },
    bio: { type: String, default: '' },
    qualifications: { type: [String], default: [] },
    specialisationIds: { type: [Number], default: [] },
    treatmentModalityIds: { type: [Number], default: [] },
    languageIds: { type: [Number], default: [] },
    therapyTypeIds: { type: [Number], default: [] },
    fundingAccepted: { type: [String], default: [] },
    partnerReferrerIds: { type: [String], default: [] },
    fees: { type: [new Schema({ durationMinutes: { type: Number, required: true }, feeCents: { type: Number, required: true } }, { _id: false })], default: [] },
    timeZone: { type: String, required: true },
    state: { type: String, required: true },
    gender: { type: String },
    messagingEnabled: { type: Boolean, default: false },
    isHidden: { type: Boolean, default: false },
    searchTokens: { type: [String], default: [] },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'directory_profiles', versionKey: false },
);
directoryProfileSchema.index({ slug: 1 }, { unique: true });
directoryProfileSchema.index({ searchTokens: 1 });

export const DirectoryProfileModel = model<DirectoryProfileRecord>('DirectoryProfile', directoryProfileSchema);
