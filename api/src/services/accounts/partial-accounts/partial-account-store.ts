import { HttpProblem, notFound } from '../../../http/problem';
import { CodeStore } from '../../../security/one-time-codes/code-store';
import { PartialAccountModel, type PartialAccountRecord } from './partial-account.model';

export const partialAccountCodes = new CodeStore(PartialAccountModel, 'completedAt', 'partial-account');

export async function findPartialAccount(id: string): Promise<PartialAccountRecord> {
  const partialAccount = await PartialAccountModel.findById(id).lean<PartialAccountRecord>();
  if (!partialAccount) throw notFound(`No partial account '${id}'.`);
  return partialAccount;
}

export const alreadyCompleted = () => new HttpProblem(410, 'Gone', 'This account is already set up. Please sign in.');
