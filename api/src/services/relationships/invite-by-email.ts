import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { invalidField } from '../../http/validation';
import { findAccountById, findAccountByEmail } from '../identity';
import { sendEmail } from '../notifications';
import { deletePartialAccount, startPartialAccount } from '../accounts';
import { FieldErrors } from '../../lib/field-errors';
import { checkEmail, checkPersonFields } from '../accounts';
import { COUPLES_LIMITS, takeCouplesSlot, TOO_MANY_INVITATIONS, TOO_MANY_TO_ADDRESS } from './couples-limits';
import { emailPairKeyOf, type RelationshipRecord } from './relationship.model';
import type { InviteeCreated, InviteeRequest } from './relationship.types';
import { invitationEmail } from './invitation-email';
import { insertWithLock, nameOf } from './relationship-store';

/**
 * POST /partial-accounts/invitee: invites a partner by email. The answer is the same whether the
 * address has a Harbour account or not (the re-test found the old search told anyone who is a
 * client): a client with the address sees the invitation in their own account; an address without
 * one gets a partial account to join through (/signup/{id}); an address of a practitioner account
 * gets nothing, since only clients join couples sessions. The inviter sees the name they typed
 * until the partner accepts. Limited per inviter and per address.
 */
export async function invitePartner(caller: AuthenticatedUser, body: InviteeRequest, now = new Date()): Promise<InviteeCreated> {
  const errors = new FieldErrors();
  const email = checkEmail(body.email, errors);
  const { firstName, lastName } = await checkPersonFields({ firstName: body.firstName, lastName: body.lastName }, errors);
  errors.throwIfAny();
  const [own, account] = await Promise.all([findAccountById(caller.sub), findAccountByEmail(email)]);
  // The caller's own address tells them nothing they do not know.
  if (own?.email === email) throw invalidField('email', 'You cannot invite yourself.');
  await takeCouplesSlot(COUPLES_LIMITS.invitationsPerClient, caller.sub, TOO_MANY_INVITATIONS, now);
  await takeCouplesSlot(COUPLES_LIMITS.invitationsPerAddress, email, TOO_MANY_TO_ADDRESS, now);

  const relationshipId = randomUUID();
  const partialAccountId = account ? undefined : randomUUID();
  const record: RelationshipRecord = {
    _id: relationshipId,
    initiatorUserId: caller.sub,
    inviteeEmail: email,
    inviteeName: { firstName, lastName },
    ...(partialAccountId && { inviteePartialAccountId: partialAccountId }),
    inviteeUserType: 'client',
    status: 'Initiated',
    pairKey: emailPairKeyOf(caller.sub, email),
    ...(body.relationshipTherapyTypeId && { relationshipTherapyTypeId: body.relationshipTherapyTypeId }),
    linkToInvitee: false,
    createdAt: now,
  };
  if (partialAccountId) await startPartialAccount({ _id: partialAccountId, email, firstName, lastName, createdBy: caller.sub, createdAt: now });
  try {
    // One waiting invitation per inviter and address (409 alike for any address, known or not).
    await insertWithLock(record);
  } catch (err) {
    if (partialAccountId) await deletePartialAccount(partialAccountId);
    throw err;
  }
  if (account && account.userType !== 'client') return { relationshipId };
  const inviter = await nameOf(caller.sub);
  await sendEmail({
    to: email,
    kind: partialAccountId ? 'partial-account-invitation' : 'relationship-invitation',
    ...invitationEmail(inviter.firstName, firstName, partialAccountId),
  });
  return { relationshipId };
}
