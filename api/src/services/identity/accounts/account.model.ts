import { Schema, model, type Query } from 'mongoose';
import { forgetAccountStanding } from './account-standing-cache';

/** Spec §6 user types; the token claim `user_type` carries the first three. */
export type AccountUserType = 'client' | 'psychologist' | 'gp' | 'administrator';

/**
 * A sign-in identity: credentials, user type, approval and lock-out state. Profiles (names,
 * postcode…) live with the user-management service, keyed by the same id.
 */
export interface AccountRecord {
  _id: string;
  email: string;
  passwordHash: string;
  userType: AccountUserType;
  /** Practitioners wait for an administrator; clients are approved on creation (spec §4). */
  isApproved: boolean;
  createdAt: Date;
  passwordChangedAt?: Date;
  /** Set by sign-out-everywhere: access tokens minted before it are refused. */
  sessionsEndedAt?: Date;
  /** An administrator declined this practitioner's application: they cannot sign in. */
  declinedAt?: Date;
  /** An administrator suspended this practitioner: no sign-in, no API, not listed, until reinstated. */
  suspendedAt?: Date;
  /** An administrator closed this practitioner's account: never listed or approved again (the client's closing leaves this unset). */
  closedAt?: Date;
}

const accountSchema = new Schema<AccountRecord>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true, lowercase: true, trim: true },
    passwordHash: { type: String, required: true },
    userType: { type: String, required: true, enum: ['client', 'psychologist', 'gp', 'administrator'] },
    isApproved: { type: Boolean, required: true },
    createdAt: { type: Date, required: true, default: () => new Date() },
    passwordChangedAt: { type: Date },
    sessionsEndedAt: { type: Date },
    declinedAt: { type: Date },
    suspendedAt: { type: Date },
    closedAt: { type: Date },
  },
  { collection: 'accounts', versionKey: false },
);
accountSchema.index({ email: 1 }, { unique: true });
// The approval list (practitioners not yet approved); on FerretDB `isApproved` is what filters in SQL.
accountSchema.index({ isApproved: 1, userType: 1 });

// Every write forgets the access-token check's memory of the account, in every API process
// (account-standing-cache.ts): one account when the write names it by id, otherwise all.
accountSchema.post('save', (doc: AccountRecord) => forgetAccountStanding(doc._id));
accountSchema.post('insertMany', (docs: AccountRecord[]) => docs.forEach((doc) => forgetAccountStanding(doc._id)));
accountSchema.post(
  ['deleteOne', 'deleteMany', 'updateOne', 'updateMany', 'findOneAndDelete', 'findOneAndUpdate', 'findOneAndReplace', 'replaceOne'],
  { document: false, query: true },
  function (this: Query<unknown, AccountRecord>) {
    const id: unknown = this.getFilter()._id;
    forgetAccountStanding(typeof id === 'string' ? id : undefined);
  },
);

export const AccountModel = model<AccountRecord>('Account', accountSchema);
