import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { PractitionerDecisionModel, type PractitionerDecisionRecord } from './practitioner-decision.model';

export type DecisionAttempt = { won: true } | { won: false; existing: PractitionerDecisionRecord };

/**
 * Records the one decision on a practitioner's application. The insert on `_id` = their id
 * decides: of any number at once exactly one wins; the others learn what was decided and write
 * nothing (FerretDB's updates are read-then-write, so nothing but an insert can decide this).
 */
export async function decidePractitioner(
  admin: AuthenticatedUser,
  userId: string,
  decision: { outcome: 'approved' } | { outcome: 'declined'; reason: string },
  now = new Date(),
): Promise<DecisionAttempt> {
  try {
    await PractitionerDecisionModel.create({ _id: userId, ...decision, decidedBy: admin.sub, decidedAt: now });
    return { won: true };
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    const existing = await PractitionerDecisionModel.findById(userId).lean<PractitionerDecisionRecord>();
    if (!existing) throw err;
    return { won: false, existing };
  }
}
