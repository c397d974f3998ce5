import { Schema, model } from 'mongoose';
import type { AccountUserType } from '../identity';

/**
 * A general practitioner in Harbour's GP directory: GPs who use Harbour (linked
 * to their account by `userId`) and GPs who do not, added by a client or psychologist so referrals
 * and letters can name them. The unique index on the normalised provider number is what refuses a
 * second record for the same GP, even when two people add them at the same moment.
 */
export interface GpAddressRecord {
  line1: string;
  suburb: string;
  state: string;
  postcode: string;
}

export interface GpRecord {
  _id: string;
  /** Medicare provider number, normalised (upper case, no spaces): unique. */
  providerNumber: string;
  firstName: string;
  lastName: string;
  practiceName: string;
  address: GpAddressRecord;
  phone?: string;
  fax?: string;
  secureEmail?: string;
  /** The GP's Harbour account, when they have one. */
  userId?: string;
  createdBy: string;
  createdByType: AccountUserType;
  createdAt: Date;
  updatedAt: Date;
  /** Every prefix (2+ letters) of every word of the name, practice and suburb: an equality match on one is a typeahead FerretDB can push down. */
  searchPrefixes: string[];
}

const addressSchema = new Schema<GpAddressRecord>(
  { line1: { type: String, required: true }, suburb: { type: String, required: true }, state: { type: String, required: true }, postcode: { type: String, required: true } },
  { _id: false },
);

const gpRecordSchema = new Schema<GpRecord>(
  {
    _id: { type: String, required: true },
    providerNumber: { type: String, required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    practiceName: { type: String, required: true },
    address: { type: addressSchema, required: true },
    phone: { type: String },
    fax: { type: String },
    secureEmail: { type: String },
    userId: { type: String },
    createdBy: { type: String, required: true },
    createdByType: { type: String, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    searchPrefixes: { type: [String], required: true },
  },
  { collection: 'gp_directory', versionKey: false },
);
gpRecordSchema.index({ providerNumber: 1 }, { unique: true });
gpRecordSchema.index({ searchPrefixes: 1 });

export const GpRecordModel = model<GpRecord>('GpRecord', gpRecordSchema);
