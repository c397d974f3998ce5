import { randomUUID } from 'node:crypto';
import { configuration } from '../../../configuration';
import { sendEmail } from '../../notifications';
import { FieldErrors } from '../../../lib/field-errors';
import { assertEmailFree } from '../profiles/new-user';
import { checkEmail, checkPersonFields } from '../profiles/person-fields';
import type { Referrer } from '../../reference-data';
import { findReferrerByIdentifier } from '../../reference-data';
import { PartialAccountModel } from './partial-account.model';
import type { CreatePartialAccountRequest } from './partial-account.types';

/** To someone an administrator (for a partner) started an account for: the link that finishes it. */
export function invitation(firstName: string, id: string, referrer?: Referrer) {
  const link = `${configuration().publicUrl}/signup/${id}`;
  return {
    subject: 'Finish setting up your Harbour account',
    text: [
      `Hi ${firstName},`,
      '',
      `${referrer ? `${referrer.displayName} has` : 'We have'} started a Harbour account for you. To finish it, open this link, confirm your email with the code we send you and choose a password:`,
      '',
      link,
      '',
      'Harbour',
    ].join('\n'),
  };
}

/** Starts an account for someone (an administrator, for a partner) and emails them the link. */
export async function createPartialAccount(createdBy: string, input: CreatePartialAccountRequest): Promise<string> {
  const errors = new FieldErrors();
  const email = checkEmail(input.email, errors);
  const { firstName, lastName } = await checkPersonFields({ firstName: input.firstName, lastName: input.lastName }, errors);
  let referrer: Referrer | undefined;
  if (input.referrerId?.trim()) {
    referrer = await findReferrerByIdentifier(input.referrerId.trim());
    if (!referrer) errors.add('referrerId', `Unknown referrer '${input.referrerId}'.`);
  }
  errors.throwIfAny();
  await assertEmailFree(email);
  const id = randomUUID();
  await PartialAccountModel.create({
    _id: id,
    email,
    firstName,
    lastName,
    ...(referrer && { referrerId: referrer.id, referrerName: referrer.name }),
    createdBy,
    createdAt: new Date(),
    wrongCodes: 0,
  });
  await sendEmail({ to: email, ...invitation(firstName, id, referrer), kind: 'partial-account-invitation' });
  return id;
}
