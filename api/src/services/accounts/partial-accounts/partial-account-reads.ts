import { PartialAccountModel, type PartialAccountRecord } from './partial-account.model';

/** A partial account for the address that is not yet finished, if any (an invitation to reuse). */
export async function unfinishedPartialAccountFor(email: string): Promise<PartialAccountRecord | undefined> {
  return (await PartialAccountModel.find({ email }).lean<PartialAccountRecord[]>()).find((p) => !p.completedAt);
}

/** The partial accounts a user finished (invitations made to them before they had an account). */
export async function partialAccountIdsOfUser(userId: string): Promise<string[]> {
  return (await PartialAccountModel.find({ userId }, { _id: 1 }).lean()).map((p) => String(p._id));
}

/** The name given when the partial account was started, or null when there is none. */
export async function partialAccountNameOf(partialAccountId: string): Promise<{ firstName: string; lastName: string } | null> {
  const partial = await PartialAccountModel.findById(partialAccountId, { firstName: 1, lastName: 1 }).lean();
  return partial ? { firstName: partial.firstName, lastName: partial.lastName } : null;
}
