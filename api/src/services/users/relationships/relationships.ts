import { isDuplicateKey } from '../../../db/duplicate-key';
import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { configuration } from '../../../configuration';
import { conflict, notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { AccountModel } from '../../identity/accounts/account.model';
import { sendEmail } from '../../notifications/send-email';
import { PartialAccountModel } from '../partial-accounts/partial-account.model';
import { FieldErrors } from '../profiles/field-errors';
import { assertEmailFree } from '../profiles/new-user';
import { PatientProfileModel } from '../profiles/patient-profile.model';
import { checkEmail, checkPersonFields } from '../profiles/person-fields';
import { pairKeyOf, partialPairKeyOf, RelationshipModel, RelationshipPairLockModel, type RelationshipRecord } from './relationship.model';
import type { AccountSearchResult, InitiateRelationshipRequest, InviteeCreated, InviteeRequest, Relationship, RelationshipList } from './relationship.types';

export const ALREADY_LINKED = 'You already have a relationship with this person (or an invitation between you is waiting).';
const nameOf = async (userId: string) =>
  (await PatientProfileModel.findById(userId, {
    firstName: 1,
    lastName: 1,
  }).lean()) ?? { firstName: 'A client', lastName: '' };

/** Exact email only, clients only, never the caller: enough to invite a partner, nothing to browse. */
export async function searchAccounts(caller: AuthenticatedUser, email: string | undefined): Promise<AccountSearchResult> {
  const errors = new FieldErrors();
  const normalised = checkEmail(email ?? '', errors);
  errors.throwIfAny();
  const account = await AccountModel.findOne({ email: normalised }).lean();
  if (!account || account.userType !== 'client' || String(account._id) === caller.sub) return { accounts: [] };
  const name = await nameOf(String(account._id));
  return {
    accounts: [
      {
        userId: String(account._id),
        userType: 'client',
        firstName: name.firstName,
        lastName: name.lastName,
      },
    ],
  };
}

/** Takes the pair's lock (the one atomic decision), then writes the relationship; undoes the lock if that fails. */
async function insertWithLock(record: RelationshipRecord): Promise<void> {
  try {
    await RelationshipPairLockModel.create({
      _id: record.pairKey,
      relationshipId: record._id,
      createdAt: record.createdAt,
    });
  } catch (err) {
    if (isDuplicateKey(err)) throw conflict(ALREADY_LINKED);
    throw err;
  }
  try {
    await RelationshipModel.create(record);
  } catch (err) {
    await RelationshipPairLockModel.deleteOne({
      _id: record.pairKey,
      relationshipId: record._id,
    });
    throw err;
  }
}

/**
 * To a partner invited to couples sessions: the link accepts — their partner page, or, for someone
 * without an account, the sign-up that finishes the partial account made for them.
 */
export function invitationEmail(inviterFirstName: string, inviteeFirstName: string, partialAccountId?: string) {
  const { publicUrl } = configuration();
  const link = partialAccountId ? `${publicUrl}/signup/${partialAccountId}` : `${publicUrl}/account/profile/partner`;
  return {
    subject: `${inviterFirstName} invited you to couples sessions on Harbour`,
    text: [
      `Hi ${inviteeFirstName},`,
      '',
      `${inviterFirstName} has invited you to join them for couples sessions on Harbour. Open this link to accept:`,
      '',
      link,
      '',
      'If you were not expecting this, you can ignore this email.',
      '',
      'Harbour',
    ].join('\n'),
  };
}

export async function initiateRelationship(caller: AuthenticatedUser, body: InitiateRelationshipRequest, now = new Date()): Promise<Relationship> {
  if (body.inviteeUserType !== 'client') throw invalidField('inviteeUserType', 'Only a client can be invited to couples sessions.');
  if (!body.inviteeUserId?.trim()) throw invalidField('inviteeUserId', 'Choose the person to invite.');
  if (body.inviteeUserId === caller.sub) throw invalidField('inviteeUserId', 'You cannot invite yourself.');
  const invitee = await AccountModel.findById(body.inviteeUserId).lean();
  if (!invitee || invitee.userType !== 'client') throw notFound('No client with this id.');
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

/** A partner without an account: a partial account (joined at /signup/{id}) and an invitation to it. */
export async function invitePartner(caller: AuthenticatedUser, body: InviteeRequest, now = new Date()): Promise<InviteeCreated> {
  const errors = new FieldErrors();
  const email = checkEmail(body.email, errors);
  const { firstName, lastName } = await checkPersonFields({ firstName: body.firstName, lastName: body.lastName }, errors);
  errors.throwIfAny();
  await assertEmailFree(email);
  const partialAccountId = randomUUID();
  await PartialAccountModel.create({
    _id: partialAccountId,
    email,
    firstName,
    lastName,
    createdBy: caller.sub,
    createdAt: now,
    wrongCodes: 0,
  });
  const record: RelationshipRecord = {
    _id: randomUUID(),
    initiatorUserId: caller.sub,
    inviteePartialAccountId: partialAccountId,
    inviteeUserType: 'client',
    status: 'Initiated',
    pairKey: partialPairKeyOf(caller.sub, partialAccountId),
    ...(body.relationshipTherapyTypeId && {
      relationshipTherapyTypeId: body.relationshipTherapyTypeId,
    }),
    linkToInvitee: false,
    createdAt: now,
  };
  await insertWithLock(record);
  const inviter = await nameOf(caller.sub);
  await sendEmail({
    to: email,
    kind: 'partial-account-invitation',
    ...invitationEmail(inviter.firstName, firstName, partialAccountId),
  });
  return { partialAccountId, relationshipId: record._id };
}

/** The partial accounts the caller finished: invitations made to them before they had an account. */
async function partialAccountIdsOf(userId: string): Promise<string[]> {
  return (await PartialAccountModel.find({ userId }, { _id: 1 }).lean()).map((p) => String(p._id));
}

async function isInvitee(userId: string, r: RelationshipRecord): Promise<boolean> {
  if (r.inviteeUserId === userId) return true;
  return !!r.inviteePartialAccountId && (await partialAccountIdsOf(userId)).includes(r.inviteePartialAccountId);
}

async function describe(callerId: string, r: RelationshipRecord): Promise<Relationship> {
  const role = r.initiatorUserId === callerId ? 'initiator' : 'invitee';
  let partner: Relationship['partner'];
  if (role === 'invitee')
    partner = {
      userId: r.initiatorUserId,
      ...(await nameOf(r.initiatorUserId)),
      hasAccount: true,
    };
  else if (r.inviteeUserId)
    partner = {
      userId: r.inviteeUserId,
      ...(await nameOf(r.inviteeUserId)),
      hasAccount: true,
    };
  else {
    const partial = await PartialAccountModel.findById(r.inviteePartialAccountId).lean();
    partner = partial?.userId
      ? {
          userId: partial.userId,
          ...(await nameOf(partial.userId)),
          hasAccount: true,
        }
      : {
          firstName: partial?.firstName ?? 'Your partner',
          lastName: partial?.lastName ?? '',
          hasAccount: false,
        };
  }
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

export async function listRelationships(caller: AuthenticatedUser, patientId: string): Promise<RelationshipList> {
  if (patientId !== caller.sub) throw notFound('No such patient.');
  const partials = await partialAccountIdsOf(caller.sub);
  const groups = await Promise.all([
    RelationshipModel.find({ initiatorUserId: caller.sub }).lean(),
    RelationshipModel.find({ inviteeUserId: caller.sub }).lean(),
    ...partials.map((id) => RelationshipModel.find({ inviteePartialAccountId: id }).lean()),
  ]);
  // Once confirmed, an invitation made to a partial account also names the invitee's user id: the
  // same record comes back from two of the queries, and must be listed once.
  const all = [...new Map(groups.flat().map((r) => [r._id, r])).values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return {
    relationships: await Promise.all(all.map((r) => describe(caller.sub, r))),
  };
}

const notYours = () => notFound('No such relationship of yours.');

/** The invitee accepts. An invitation made to a partial account moves to the pair's real key. */
export async function confirmRelationship(caller: AuthenticatedUser, relationshipId: string, now = new Date()): Promise<Relationship> {
  const r = await RelationshipModel.findById(relationshipId).lean();
  if (!r || !(await isInvitee(caller.sub, r))) throw notYours();
  if (r.status !== 'Initiated') throw conflict(r.status === 'Confirmed' ? 'This relationship is already confirmed.' : 'This invitation was withdrawn.');
  let pairKey = r.pairKey;
  if (!r.inviteeUserId) {
    pairKey = pairKeyOf(r.initiatorUserId, caller.sub);
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
