import type { CheckedContact, CheckedPartnerEnquiry } from './enquiry-rules';
import { CONTACT_TOPICS, ORGANISATION_TYPES } from './enquiry-rules';

export interface TeamEmail {
  subject: string;
  text: string;
}

/** The email the support team gets for a contact message (plain text: nothing typed is markup). */
export function contactEmail(reference: string, enquiry: CheckedContact): TeamEmail {
  return {
    subject: `Contact ${reference}: ${CONTACT_TOPICS[enquiry.topic]} — ${enquiry.name}`,
    text: [
      `From: ${enquiry.name} <${enquiry.email}>`,
      `Topic: ${CONTACT_TOPICS[enquiry.topic]}`,
      `Reference: ${reference}`,
      '',
      enquiry.message,
      '',
      'Reply to the sender’s address above; quote the reference.',
    ].join('\n'),
  };
}

/** The email partnerships gets for an enquiry from an organisation. */
export function partnerEnquiryEmail(reference: string, enquiry: CheckedPartnerEnquiry): TeamEmail {
  return {
    subject: `Partner enquiry ${reference}: ${enquiry.organisation} (${ORGANISATION_TYPES[enquiry.organisationType]})`,
    text: [
      `From: ${enquiry.name} <${enquiry.email}>`,
      `Organisation: ${enquiry.organisation} (${ORGANISATION_TYPES[enquiry.organisationType]})`,
      ...(enquiry.role ? [`Role: ${enquiry.role}`] : []),
      ...(enquiry.phone ? [`Phone: ${enquiry.phone}`] : []),
      `Reference: ${reference}`,
      '',
      enquiry.message,
    ].join('\n'),
  };
}
