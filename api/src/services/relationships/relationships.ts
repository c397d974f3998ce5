import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { isDuplicateKey } from '../../lib/duplicate-key';
import { conflict, notFound } from '../../http/problem';
import { invalidField } from '../../http/validation';
import { findAccountById } from '../identity';
import { sendEmail } from '../notifications';
import { partialAccountIdsOfUser, partialAccountNameOf } from '../accounts';
import { COUPLES_LIMITS, takeCouplesSlot, TOO_MANY_INVITATIONS } from './couples-limits';
import { invitationEmail } from './invitation-email';
import { pairKeyOf, RelationshipModel, RelationshipPairLockModel, type RelationshipRecord } from './relationship.model';
import { ALREADY_LINKED, insertWithLock, nameOf } from './relationship-store';
import type { InitiateRelationshipRequest, Relationship, RelationshipList } from './relationship.types';
import { newestFirst } from '../../lib/record-order';

export { ALREADY_LINKED } from './relationship-store';
export { invitationEmail } from './invitation-email';

const NOT_A_FORMER_PARTNER = 'No former partner of yours has this id. Invite your partner by email instead.';

/** Whether the two have been linked before (a relationship either way that was accepted). */
async function wereLinked(a: string, b: string): Promise<boolean> {
  const [mine, theirs] = await Promise.all([RelationshipModel.find({ initiatorUserId: a }).lean(), RelationshipModel.find({ initiatorUserId: b }).lean()]);
  return [...mine.filter((r) => r.inviteeUserId === b), ...theirs.filter((r) => r.inviteeUserId === a)].some((r) => !!r.confirmedAt);
}

/**
 * POST /relationships/initiate: links again with a former partner, named by the user id the list
 * of links showed. Any other id answers the same 404, so ids cannot be tried to find clients
 * (new partners are invited by email: invite-by-email.ts).
 */
export async function initiateRelationship(caller: AuthenticatedUser, body: InitiateRelationshipRequest, now = new Date()): Promise<Relationship> {
  if (body.inviteeUserType !== 'client') throw invalidField('inviteeUserType', 'Only a client can be invited to couples sessions.');
  if (!body.inviteeUserId?.trim()) throw invalidField('inviteeUserId', 'Choose the person to invite.');
  if (body.inviteeUserId === caller.sub) throw invalidField('inviteeUserId', 'You cannot invite yourself.');
  if (!(await wereLinked(caller.sub, body.inviteeUserId))) throw notFound(NOT_A_FORMER_PARTNER);
  const invitee = await findAccountById(body.inviteeUserId);
  if (!invitee || invitee.userType !== 'client') throw notFound(NOT_A_FORMER_PARTNER);
  await takeCouplesSlot(COUPLES_LIMITS.invitationsPerClient, caller.sub, TOO_MANY_INVITATIONS, now);
  const record: RelationshipRecord = {
    _id: randomUUID(),
    initiatorUserId: caller.sub,
    inviteeUserId: body.inviteeUserId,
    inviteeUserType: 'client',
    status: 'Initiated',
    pairKey: pairKeyOf(caller.sub, body.inviteeUserId),
    ...(body.relationshipTherapyTypeId && {
      relationshipTherapyTypeId: body.relationshipTherapyTypeId,
    }),
    ...(body.linkingTherapyTypeId && {
      linkingTherapyTypeId: body.linkingTherapyTypeId,
    }),
    linkToInvitee: body.linkToInvitee ?? false,
    createdAt: now,
  };
  await insertWithLock(record);
  const [inviter, inviteeName] = await Promise.all([nameOf(caller.sub), nameOf(body.inviteeUserId)]);
  await sendEmail({
    to: invitee.email,
    kind: 'relationship-invitation',
    ...invitationEmail(inviter.firstName, inviteeName.firstName),
  });
  return describe(caller.sub, record);
}

const emailOf = async (userId: string) => (await findAccountById(userId))?.email;

async function isInvitee(userId: string, r: RelationshipRecord): Promise<boolean> {
  if (r.inviteeUserId === userId) return true;
  if (r.inviteeEmail && r.inviteeEmail === (await emailOf(userId))) return true;
  return !!r.inviteePartialAccountId && (await partialAccountIdsOfUser(userId)).includes(r.inviteePartialAccountId);
}

/**
 * How a relationship looks to one of its two people. The inviter learns who the partner is only
 * once they accept: before that, the name the inviter typed and nothing about an account.
 */
async function describe(callerId: string, r: RelationshipRecord): Promise<Relationship> {
  const role = r.initiatorUserId === callerId ? 'initiator' : 'invitee';
  let partner: Relationship['partner'];
  if (role === 'invitee') partner = { userId: r.initiatorUserId, ...(await nameOf(r.initiatorUserId)), hasAccount: true };
  else if (r.confirmedAt && r.inviteeUserId) partner = { userId: r.inviteeUserId, ...(await nameOf(r.inviteeUserId)), hasAccount: true };
  else partner = { ...(await typedNameOf(r)), hasAccount: false };
  const { firstName, lastName } = partner;
  return {
    relationshipId: r._id,
    status: r.status,
    role,
    partner: {
      ...(partner.userId && { userId: partner.userId }),
      firstName,
      lastName,
      hasAccount: partner.hasAccount,
    },
    inviteeUserType: r.inviteeUserType,
    ...(r.relationshipTherapyTypeId && {
      relationshipTherapyTypeId: r.relationshipTherapyTypeId,
    }),
    ...(r.linkingTherapyTypeId && {
      linkingTherapyTypeId: r.linkingTherapyTypeId,
    }),
    linkToInvitee: r.linkToInvitee,
    createdAt: r.createdAt,
    ...(r.confirmedAt && { confirmedAt: r.confirmedAt }),
  };
}

/** The name the inviter gave (older invitations kept it on their partial account); a former partner's own name. */
async function typedNameOf(r: RelationshipRecord): Promise<{ firstName: string; lastName: string }> {
  if (r.inviteeName) return r.inviteeName;
  if (r.inviteePartialAccountId) {
    const partial = await partialAccountNameOf(r.inviteePartialAccountId);
    if (partial) return partial;
  }
  // Re-linking a former partner by id: the inviter knows them already.
  if (r.inviteeUserId) return nameOf(r.inviteeUserId);
  return { firstName: 'Your partner', lastName: '' };
}

export async function listRelationships(caller: AuthenticatedUser, patientId: string): Promise<RelationshipList> {
  if (patientId !== caller.sub) throw notFound('No such patient.');
  const [partials, email] = await Promise.all([partialAccountIdsOfUser(caller.sub), emailOf(caller.sub)]);
  const groups = await Promise.all([
    RelationshipModel.find({ initiatorUserId: caller.sub }).lean(),
    RelationshipModel.find({ inviteeUserId: caller.sub }).lean(),
    ...(email ? [RelationshipModel.find({ inviteeEmail: email }).lean()] : []),
    ...partials.map((id) => RelationshipModel.find({ inviteePartialAccountId: id }).lean()),
  ]);
  // One record can come back from several of the queries (by user id, by email, by partial
  // account once confirmed), and must be listed once.
  const all = [...new Map(groups.flat().map((r) => [r._id, r])).values()].sort(newestFirst((r) => r.createdAt));
  return {
    relationships: await Promise.all(all.map((r) => describe(caller.sub, r))),
  };
}

const notYours = () => notFound('No such relationship of yours.');

/** The invitee accepts. An invitation by email (or to a partial account) moves to the pair's real key. */
export async function confirmRelationship(caller: AuthenticatedUser, relationshipId: string, now = new Date()): Promise<Relationship> {
  const r = await RelationshipModel.findById(relationshipId).lean();
  if (!r || r.initiatorUserId === caller.sub || !(await isInvitee(caller.sub, r))) throw notYours();
  if (r.status !== 'Initiated') throw conflict(r.status === 'Confirmed' ? 'This relationship is already confirmed.' : 'This invitation was withdrawn.');
  let pairKey = r.pairKey;
  const realKey = pairKeyOf(r.initiatorUserId, caller.sub);
  if (pairKey !== realKey) {
    pairKey = realKey;
    try {
      await RelationshipPairLockModel.create({
        _id: pairKey,
        relationshipId: r._id,
        createdAt: now,
      });
    } catch (err) {
      if (isDuplicateKey(err)) throw conflict(ALREADY_LINKED);
      throw err;
    }
    await RelationshipPairLockModel.deleteOne({
      _id: r.pairKey,
      relationshipId: r._id,
    });
  }
  await RelationshipModel.updateOne(
    { _id: r._id },
    {
      $set: {
        status: 'Confirmed',
        confirmedAt: now,
        inviteeUserId: caller.sub,
        pairKey,
      },
    },
  );
  return describe(caller.sub, {
    ...r,
    status: 'Confirmed',
    confirmedAt: now,
    inviteeUserId: caller.sub,
    pairKey,
  });
}

/** Either partner ends it (or the initiator withdraws the invitation); the pair may link again later. */
export async function deactivateRelationship(caller: AuthenticatedUser, relationshipId: string, now = new Date()): Promise<void> {
  const r = await RelationshipModel.findById(relationshipId).lean();
  if (!r || (r.initiatorUserId !== caller.sub && !(await isInvitee(caller.sub, r)))) throw notYours();
  if (r.status === 'Deactivated') return;
  await RelationshipModel.updateOne(
    { _id: r._id },
    {
      $set: {
        status: 'Deactivated',
        deactivatedAt: now,
        deactivatedBy: caller.sub,
      },
    },
  );
  await RelationshipPairLockModel.deleteOne({
    _id: r.pairKey,
    relationshipId: r._id,
  });
}
