import { isDuplicateKey } from '../../../lib/duplicate-key';
import type { FieldErrors } from '../../../lib/field-errors';
import type { RegistrationUserType } from './registration.model';
import { TermsConsentModel } from './terms-consent.model';
import { CURRENT_TERMS_VERSION } from './terms-version';

/** What a sign-up keeps of the agreement until the account exists. */
export interface TermsConsent {
  version: string;
  acceptedAt: Date;
}

export const CONSENT_FIELD = 'acceptedTermsVersion';
export const CONSENT_REQUIRED = 'Agree to the terms of use and the privacy policy to create an account.';
export const CONSENT_OUTDATED = 'The terms of use or privacy policy changed since this page was opened. Please read them again and agree.';

/**
 * The sign-up form sends the version of the terms the person was shown and agreed to. Nothing else
 * counts: no version (the box was not ticked) or an older one is an error on the field.
 */
export function checkTermsConsent(acceptedTermsVersion: string | undefined, errors: FieldErrors, now: Date): TermsConsent | undefined {
  const version = acceptedTermsVersion?.trim();
  if (!version) {
    errors.add(CONSENT_FIELD, CONSENT_REQUIRED);
    return undefined;
  }
  if (version !== CURRENT_TERMS_VERSION) {
    errors.add(CONSENT_FIELD, CONSENT_OUTDATED);
    return undefined;
  }
  return { version, acceptedAt: now };
}

/** Keeps the agreement with the new account (once per account and version). */
export async function recordTermsConsent(userId: string, userType: RegistrationUserType, registrationId: string, consent: TermsConsent): Promise<void> {
  try {
    await TermsConsentModel.create({ _id: `${userId}|${consent.version}`, userId, userType, version: consent.version, acceptedAt: consent.acceptedAt, registrationId });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
}
