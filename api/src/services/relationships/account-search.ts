import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { findAccountByEmail } from '../identity';
import { FieldErrors } from '../../lib/field-errors';
import { patientNameOf } from '../accounts';
import { checkEmail } from '../accounts';
import { COUPLES_LIMITS, takeCouplesSlot, TOO_MANY_SEARCHES } from './couples-limits';
import { RelationshipModel } from './relationship.model';
import type { AccountSearchResult } from './relationship.types';

/**
 * GET /accounts/search: finds the caller's own linked partner by exact email, and nobody else.
 * It answered any client's user id and full name for any address (who is a client of a psychology
 * service is health information). Now every address that is not a partner who accepted the
 * caller gets the same empty answer after the same two reads, known or not.
 */
export async function searchAccounts(caller: AuthenticatedUser, email: string | undefined, now = new Date()): Promise<AccountSearchResult> {
  const errors = new FieldErrors();
  const address = checkEmail(email ?? '', errors);
  errors.throwIfAny();
  await takeCouplesSlot(COUPLES_LIMITS.searchesPerClient, caller.sub, TOO_MANY_SEARCHES, now);
  const [account, links] = await Promise.all([
    findAccountByEmail(address),
    Promise.all([RelationshipModel.find({ initiatorUserId: caller.sub }).lean(), RelationshipModel.find({ inviteeUserId: caller.sub }).lean()]),
  ]);
  const partnerId = account && String(account._id);
  const linked = links.flat().some((r) => !!r.confirmedAt && r.status === 'Confirmed' && [r.initiatorUserId, r.inviteeUserId].includes(partnerId ?? '') && partnerId !== caller.sub);
  if (!partnerId || !linked || account.userType !== 'client') return { accounts: [] };
  const name = (await patientNameOf(partnerId)) ?? { firstName: 'Your partner', lastName: '' };
  return { accounts: [{ userId: partnerId, userType: 'client', firstName: name.firstName, lastName: name.lastName }] };
}
