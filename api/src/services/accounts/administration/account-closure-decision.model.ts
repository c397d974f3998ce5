import { Schema, model } from 'mongoose';

/**
 * An administrator's decision to close an account (`_id` = the account id): the unique insert lets
 * only one of two administrators closing it at once go ahead; the other is told it is done.
 */
export interface AccountClosureDecisionRecord {
  _id: string;
  actorId: string;
  at: Date;
}

const decisionSchema = new Schema<AccountClosureDecisionRecord>(
  {
    _id: { type: String, required: true },
    actorId: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'account_closure_decisions', versionKey: false },
);

export const AccountClosureDecisionModel = model<AccountClosureDecisionRecord>('AccountClosureDecision', decisionSchema);
