import { invalidField } from '../../http/validation';
import type { CodeHolder, CodeStore } from './code-store';
import { checkVerificationCode, codeProblemMessage, MALFORMED_CODE_MESSAGE, SIX_DIGITS } from './verification-code';

/** The submitted code, trimmed, or a 422 when it is not six digits (not counted as a try). */
export function wellFormedCode(verificationCode: string): string {
  const submitted = verificationCode.trim();
  if (!SIX_DIGITS.test(submitted)) throw invalidField('verificationCode', MALFORMED_CODE_MESSAGE);
  return submitted;
}

/**
 * Spends one of the code's five tries on `submitted` and returns when it is right; otherwise
 * throws the 422 that says why (wrong with tries left, expired, too many, none sent).
 */
export async function spendTry<T extends CodeHolder>(store: CodeStore<T>, record: T, submitted: string, now = new Date()): Promise<void> {
  const precheck = checkVerificationCode(record._id, record, submitted, now);
  if (precheck === 'expired' || precheck === 'not-sent' || precheck === 'too-many-wrong')
    throw invalidField('verificationCode', codeProblemMessage(precheck));
  const attempt = await store.takeTry(record);
  if (attempt === undefined) throw invalidField('verificationCode', codeProblemMessage('too-many-wrong'));
  if (precheck === 'wrong') {
    await store.noteWrongCode(record._id, attempt);
    throw invalidField('verificationCode', codeProblemMessage('wrong', attempt));
  }
}
