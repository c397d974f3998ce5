import { Schema, model } from 'mongoose';

/**
 * Everything oidc-provider persists (sessions, interactions, codes, refresh tokens, grants…):
 * one document per record, keyed `<Model>:<id>`. FerretDB has no TTL indexes, so `expiresAt`
 * is filtered on read and swept periodically instead (stack-notes).
 */
export interface ProviderRecord {
  _id: string;
  kind: string;
  /** JSON text: payload keys may contain dots (e.g. resource URLs), which FerretDB refuses. */
  payload: string;
  accountId?: string;
  grantId?: string;
  userCode?: string;
  uid?: string;
  expiresAt?: Date;
  consumed?: number;
  /** On a consumption record: when the code or token was used (the refresh reuse interval counts from it). */
  consumedAt?: Date;
}

const providerRecordSchema = new Schema<ProviderRecord>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    payload: { type: String, required: true },
    accountId: String,
    grantId: String,
    userCode: String,
    uid: String,
    expiresAt: Date,
    consumed: Number,
    consumedAt: Date,
  },
  { collection: 'identity_records', versionKey: false, minimize: false },
);
providerRecordSchema.index({ grantId: 1 });
providerRecordSchema.index({ kind: 1, accountId: 1 });
providerRecordSchema.index({ uid: 1 });
providerRecordSchema.index({ userCode: 1 });
providerRecordSchema.index({ expiresAt: 1 });

export const ProviderRecordModel = model<ProviderRecord>('IdentityProviderRecord', providerRecordSchema);
