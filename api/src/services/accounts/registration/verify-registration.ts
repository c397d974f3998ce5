import { createUserWithProfile, type NewUser } from '../profiles/new-user';
import { announceClientReferred } from './sign-up-events';
import { findReferrerByIdentifier } from '../../reference-data';
import { spendTry, wellFormedCode } from '../../../security/one-time-codes/check-code';
import { issueSignInGrant } from '../../../security/one-time-codes/sign-in-grant';
import type { RegistrationRecord, RegistrationUserType } from './registration.model';
import { alreadyVerified, findRegistration, registrationCodes } from './registration-store';
import { recordTermsConsent } from './terms-consent';
import { removeUser } from '../profiles/remove-user';

/** The account and profile a verified sign-up becomes (clients approved, practitioners not). */
function newUser(registration: RegistrationRecord): NewUser {
  const { email, passwordHash, details } = registration;
  if (!passwordHash || !details) throw new Error(`Registration ${registration._id} has no details`);
  const person = {
    firstName: details.firstName,
    lastName: details.lastName,
    phone: details.phone,
    postcode: details.postcode,
    countryId: details.countryId,
  };
  switch (registration.userType) {
    case 'client':
      return { email, passwordHash, userType: 'client', isApproved: true, profile: { ...person, referrerId: details.referrerId, signupFields: details.signupFields } };
    case 'psychologist':
      return { email, passwordHash, userType: 'psychologist', isApproved: false, profile: { ...person, providerNumber: details.providerNumber } };
    case 'gp':
      return { email, passwordHash, userType: 'gp', isApproved: false, profile: { ...person, providerNumber: details.providerNumber!, practiceName: details.practiceName } };
  }
}

/**
 * The right code turns the sign-up into an account and profile (and, for a partner sign-up, the
 * client's partner link). Exactly one verification can claim a sign-up, so two simultaneous
 * right answers cannot create two accounts.
 */
export async function verifyRegistration(
  userType: RegistrationUserType,
  registrationId: string,
  verificationCode: string,
): Promise<{ userId: string; signInToken?: string }> {
  const submitted = wellFormedCode(verificationCode);
  const registration = await findRegistration(userType, registrationId);
  if (registration.verifiedAt) throw alreadyVerified();
  await spendTry(registrationCodes, registration, submitted);
  if (!(await registrationCodes.claim(registrationId))) throw alreadyVerified();

  let userId: string | undefined;
  try {
    userId = await createUserWithProfile(newUser(registration));
    // The agreement given at sign-up stays with the account (the sign-up's details are dropped below).
    const consent = registration.details?.termsConsent;
    if (consent) await recordTermsConsent(userId, userType, registrationId, consent);
  } catch (err) {
    // No transactions: an account whose agreement could not be kept is removed again.
    if (userId) await removeUser(userId);
    await registrationCodes.release(registrationId);
    throw err;
  }
  const referrerId = registration.details?.referrerId;
  const referrer = userType === 'client' && referrerId ? await findReferrerByIdentifier(referrerId) : undefined;
  if (referrer) await announceClientReferred(userId, referrer);
  // Verified: keep only what answers a second attempt; the details now live on the profile.
  await registrationCodes.markDone(registrationId, { userId }, ['passwordHash', 'details']);
  // A new client is signed in straight away (a practitioner waits for approval first).
  if (userType !== 'client') return { userId };
  return { userId, signInToken: await issueSignInGrant(userId) };
}
