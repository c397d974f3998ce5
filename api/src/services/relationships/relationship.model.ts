import { Schema, model } from 'mongoose';

/**
 * Two clients linked for couples sessions (spec §3 Relationship; §4: initiated, confirmed,
 * deactivated). An invitation goes to an email address (`inviteeEmail`), whoever turns out to own
 * it: the client account with that address sees it, and so does a partner who joins later (a
 * partial account was started for an address without an account: /signup/{partialAccountId}).
 * Re-linking a former partner names them by user id. The inviter sees only the name they typed
 * until the partner accepts (docs/security.md "Couples invitations").
 */
export type RelationshipStatus = 'Initiated' | 'Confirmed' | 'Deactivated';

export interface RelationshipRecord {
  _id: string;
  initiatorUserId: string;
  inviteeUserId?: string;
  inviteePartialAccountId?: string;
  /** The address invited (its stored form); the client account with it is the invitee. */
  inviteeEmail?: string;
  /** The partner's name as the inviter typed it: all the inviter sees until they accept. */
  inviteeName?: { firstName: string; lastName: string };
  inviteeUserType: 'client';
  status: RelationshipStatus;
  /** The pair lock this relationship holds while active (see relationship-pair-lock.model.ts). */
  pairKey: string;
  relationshipTherapyTypeId?: string;
  linkingTherapyTypeId?: string;
  linkToInvitee: boolean;
  createdAt: Date;
  confirmedAt?: Date;
  deactivatedAt?: Date;
  deactivatedBy?: string;
}

const relationshipSchema = new Schema<RelationshipRecord>(
  {
    _id: { type: String, required: true },
    initiatorUserId: { type: String, required: true },
    inviteeUserId: { type: String },
    inviteePartialAccountId: { type: String },
    inviteeEmail: { type: String },
    inviteeName: { firstName: { type: String }, lastName: { type: String } },
    inviteeUserType: { type: String, required: true },
    status: { type: String, required: true },
    pairKey: { type: String, required: true },
    relationshipTherapyTypeId: { type: String },
    linkingTherapyTypeId: { type: String },
    linkToInvitee: { type: Boolean, required: true },
    createdAt: { type: Date, required: true },
    confirmedAt: { type: Date },
    deactivatedAt: { type: Date },
    deactivatedBy: { type: String },
  },
  { collection: 'relationships', versionKey: false },
);
relationshipSchema.index({ initiatorUserId: 1 });
relationshipSchema.index({ inviteeUserId: 1 });
relationshipSchema.index({ inviteePartialAccountId: 1 });
relationshipSchema.index({ inviteeEmail: 1 });

export const RelationshipModel = model<RelationshipRecord>('Relationship', relationshipSchema);

/**
 * "One active relationship per pair", decided by one insert: `_id` is the pair's key (the two ids
 * sorted), so of two clients inviting each other at once exactly one insert succeeds (FerretDB has
 * no transactions; an insert against `_id` is its only atomic decision). Removed on deactivation.
 */
export interface RelationshipPairLockRecord {
  _id: string;
  relationshipId: string;
  createdAt: Date;
}

const pairLockSchema = new Schema<RelationshipPairLockRecord>(
  {
    _id: { type: String, required: true },
    relationshipId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'relationship_pair_locks', versionKey: false },
);

export const RelationshipPairLockModel = model<RelationshipPairLockRecord>('RelationshipPairLock', pairLockSchema);

export const pairKeyOf = (a: string, b: string) => [a, b].sort().join('|');
export const partialPairKeyOf = (initiator: string, partialAccountId: string) => `${initiator}|partial:${partialAccountId}`;
/** An invitation by email waiting for an answer: one per inviter and address, whoever owns it. */
export const emailPairKeyOf = (initiator: string, email: string) => `${initiator}|email:${email}`;
