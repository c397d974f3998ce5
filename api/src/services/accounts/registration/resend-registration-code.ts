import { tooManyRequests } from '../../../http/problem';
import { sendEmail } from '../../notifications';
import type { RegistrationUserType } from './registration.model';
import { alreadyVerified, findRegistration, registrationCodes } from './registration-store';
import { RESEND_INTERVAL_MS, secondsUntilResend } from '../../../security/one-time-codes/verification-code';
import { accountExistsEmail, verificationEmail } from './verification-email';

export const resendTooSoon = (seconds: number) =>
  tooManyRequests(`A code was sent less than a minute ago. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before asking for another.`);

/** A new code (the old one stops working and the tries start again), at most once a minute. */
export async function resendRegistrationCode(userType: RegistrationUserType, registrationId: string): Promise<void> {
  const registration = await findRegistration(userType, registrationId);
  if (registration.verifiedAt) throw alreadyVerified();
  const wait = secondsUntilResend(registration);
  if (wait > 0) throw resendTooSoon(wait);
  const code = await registrationCodes.replaceCode(registration);
  // Another request replaced this code a moment ago.
  if (!code) throw resendTooSoon(RESEND_INTERVAL_MS / 1000);
  if (registration.accountExists) {
    await sendEmail({ to: registration.email, ...accountExistsEmail(registration.details?.firstName ?? 'there'), kind: 'account-exists-notice' });
    return;
  }
  await sendEmail({
    to: registration.email,
    ...verificationEmail(registration.details?.firstName ?? 'there', code, 'to finish signing up'),
    kind: 'registration-code',
  });
}
