import { configuration } from '../../configuration';
import { createLogger } from '../../http/request-logger';
import { findAccountById } from '../identity';
import { sendEmail } from '../notifications';
import { dass21FlagEmail } from './flag-email';
import { psychologistIdsOf } from '../sessions';
import type { Dass21ResultRecord } from './records/dass21-result.model';

/**
 * Emails every psychologist with a care relationship that a client's check-in is flagged. No
 * scores, answers or names in the email (email is not a secure channel): it says where to look.
 * A failed email is logged, never thrown: the result is saved and visible in the flag list anyway.
 * Returns how many psychologists were told.
 */
export async function notifyFlaggedResult(result: Dass21ResultRecord): Promise<number> {
  if (!result.flagged) return 0;
  const { logLevel } = configuration();
  let told = 0;
  for (const psychologistId of await psychologistIdsOf(result.patientId)) {
    try {
      const account = await findAccountById(psychologistId);
      if (!account || account.userType !== 'psychologist') continue;
      await sendEmail({ to: account.email, kind: 'dass21-flag', ...dass21FlagEmail(result.patientId) });
      told++;
    } catch (err) {
      createLogger(logLevel).child({ module: 'dass21' }).error({ err, resultId: result._id, psychologistId }, 'DASS-21 flag email failed');
    }
  }
  return told;
}
