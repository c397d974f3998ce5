import { randomUUID } from 'node:crypto';
import { configuration } from '../../../configuration';
import { serviceUnavailable } from '../../../http/problem';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import type { EmailKind } from '../../notifications';
import { sendEmail } from '../../notifications';
import { contactEmail, partnerEnquiryEmail, type TeamEmail } from './enquiry-email';
import { takeEnquirySlots } from './enquiry-limits';
import { EnquiryModel, type EnquiryKind, type EnquiryRecord } from './enquiry.model';
import { newEnquiryReference } from './enquiry-reference';
import { checkContact, checkPartnerEnquiry, isHoneypotFilled } from './enquiry-rules';
import type { ContactRequest, EnquiryReceived, PartnerEnquiryRequest } from './enquiry.types';

export const NOT_SENT = 'We could not send your message just now. Nothing was lost: please try again in a moment.';

/** The contact form: checked, limited, stored, then emailed to support. */
export async function submitContact(body: ContactRequest, ip: string): Promise<EnquiryReceived> {
  // A filled honeypot is a bot: the same answer a person gets, and nothing sent, stored or counted.
  if (isHoneypotFilled(body)) return { reference: newEnquiryReference() };
  const enquiry = checkContact(body);
  await takeEnquirySlots(enquiry.email, ip, configuration().enquiriesPerIp);
  return deliver('contact', enquiry, 'contact-enquiry', configuration().supportEmail, (reference) => contactEmail(reference, enquiry));
}

/** The partner enquiry form: the same path, to partnerships. */
export async function submitPartnerEnquiry(body: PartnerEnquiryRequest, ip: string): Promise<EnquiryReceived> {
  if (isHoneypotFilled(body)) return { reference: newEnquiryReference() };
  const enquiry = checkPartnerEnquiry(body);
  await takeEnquirySlots(enquiry.email, ip, configuration().enquiriesPerIp);
  return deliver('partner', enquiry, 'partner-enquiry', configuration().partnershipsEmail, (reference) => partnerEnquiryEmail(reference, enquiry));
}

type Fields = Omit<EnquiryRecord, '_id' | 'kind' | 'reference' | 'createdAt' | 'outboxMessageId'>;

/**
 * Stores the enquiry, then emails the team. If the email cannot be stored, the enquiry is removed
 * again and the sender told to retry (their form keeps what they typed), so nothing is half-sent.
 */
async function deliver(kind: EnquiryKind, fields: Fields, emailKind: EmailKind, to: string, compose: (reference: string) => TeamEmail): Promise<EnquiryReceived> {
  const _id = randomUUID();
  const reference = await storeWithFreshReference({ _id, kind, ...fields, createdAt: new Date() });
  try {
    const message = await sendEmail({ to, kind: emailKind, ...compose(reference) });
    await EnquiryModel.updateOne({ _id }, { $set: { outboxMessageId: message._id } });
  } catch {
    await EnquiryModel.deleteOne({ _id }).catch(() => undefined);
    throw serviceUnavailable(NOT_SENT);
  }
  return { reference };
}

async function storeWithFreshReference(record: Omit<EnquiryRecord, 'reference'>): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const reference = newEnquiryReference();
    try {
      await EnquiryModel.create({ ...record, reference });
      return reference;
    } catch (err) {
      if (!isDuplicateKey(err) || attempt >= 3) throw err;
    }
  }
}
