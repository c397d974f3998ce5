import { PartialAccountModel, type PartialAccountRecord } from './partial-account.model';

/** Who a partial account is started for, and by whom. */
export type NewPartialAccount = Pick<PartialAccountRecord, '_id' | 'email' | 'firstName' | 'lastName' | 'createdBy' | 'createdAt'>;

/** Starts a partial account (an invitation to sign up) with no code sent yet. */
export async function startPartialAccount(partial: NewPartialAccount): Promise<void> {
  await PartialAccountModel.create({ ...partial, wrongCodes: 0 });
}

/** Removes a partial account again (the invitation it was started for failed). */
export async function deletePartialAccount(partialAccountId: string): Promise<void> {
  await PartialAccountModel.deleteOne({ _id: partialAccountId });
}
