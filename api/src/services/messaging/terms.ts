import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { isDuplicateKey } from '../../lib/duplicate-key';
import type { TermsAccepted } from './messaging.types';
import { MESSAGING_TERMS_VERSION, TermsAcceptanceModel } from './records/terms-acceptance.model';
import { rememberTermsAccepted } from './send-permission';

/** POST /messaging/terms/accept: once per terms version; accepting again answers the first time. */
export async function acceptMessagingTerms(user: AuthenticatedUser): Promise<TermsAccepted> {
  const _id = `${user.sub}|${MESSAGING_TERMS_VERSION}`;
  try {
    await TermsAcceptanceModel.create({ _id, userId: user.sub, termsVersion: MESSAGING_TERMS_VERSION, acceptedAt: new Date() });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
  const record = await TermsAcceptanceModel.findById(_id).lean();
  rememberTermsAccepted(user.sub);
  return { userId: user.sub, termsVersion: MESSAGING_TERMS_VERSION, acceptedOn: record!.acceptedAt };
}
