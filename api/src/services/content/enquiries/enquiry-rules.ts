import { checkEmailAddress, emailProblemMessage } from '../../../security/email-address';
import { FieldErrors } from '../../../lib/field-errors';
import type { ContactRequest, ContactTopic, OrganisationType, PartnerEnquiryRequest } from './enquiry.types';

export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 5000;
const NAME_MAX_LENGTH = 200;
const PHONE = /^\+?[\d\s()-]+$/;

export const CONTACT_TOPICS: Record<ContactTopic, string> = {
  booking: 'Booking a session',
  payments: 'Payments and Medicare',
  sessions: 'Sessions and video',
  account: 'My account and signing in',
  privacy: 'Privacy and my information',
  psychologists: 'Working with Harbour as a psychologist',
  gps: 'Referring as a GP',
  other: 'Something else',
};

export const ORGANISATION_TYPES: Record<OrganisationType, string> = {
  'health-fund': 'Health fund',
  employer: 'Employer',
  'eap-provider': 'Employee assistance provider',
  'clinic-or-gp-practice': 'Clinic or GP practice',
  education: 'University, TAFE or school',
  government: 'Government or not-for-profit',
  other: 'Other',
};

/** A bot filled the field people never see (the honeypot): answer as if sent, send nothing. */
export function isHoneypotFilled(body: { website?: string }): boolean {
  return typeof body.website === 'string' && body.website.trim() !== '';
}

const clean = (value: string | undefined) => (value ?? '').trim();
/** Collapses runs of spaces and line breaks in one-line fields (they land in an email's subject). */
const oneLine = (value: string | undefined) => clean(value).replace(/\s+/g, ' ');

function checkName(value: string, errors: FieldErrors, field = 'name', label = 'your name'): string {
  const name = oneLine(value);
  if (!name) errors.add(field, `Enter ${label}.`);
  else if (name.length > NAME_MAX_LENGTH) errors.add(field, `Use at most ${NAME_MAX_LENGTH} characters.`);
  return name;
}

function checkEmail(value: string, errors: FieldErrors): string {
  const checked = checkEmailAddress(value);
  if (checked.problem) errors.add('email', emailProblemMessage(checked.problem, { missing: 'Enter your email address so we can reply.' }));
  return checked.address ?? clean(value).toLowerCase();
}

function checkMessage(value: string, errors: FieldErrors): string {
  const message = clean(value).replace(/\r\n?/g, '\n');
  if (!message) errors.add('message', 'Enter your message.');
  else if (message.length < MESSAGE_MIN_LENGTH) errors.add('message', `Tell us a little more (at least ${MESSAGE_MIN_LENGTH} characters).`);
  else if (message.length > MESSAGE_MAX_LENGTH) errors.add('message', `Keep your message to ${MESSAGE_MAX_LENGTH} characters or fewer.`);
  return message;
}

function checkChoice<T extends string>(value: string, choices: Record<T, string>, field: string, errors: FieldErrors, missing: string): T {
  if (!(value in choices)) errors.add(field, missing);
  return value as T;
}

export interface CheckedContact {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
}

/** The contact form's fields, trimmed; throws one 422 naming every failing field. */
export function checkContact(body: ContactRequest): CheckedContact {
  const errors = new FieldErrors();
  const checked = {
    name: checkName(body.name, errors),
    email: checkEmail(body.email, errors),
    topic: checkChoice(body.topic, CONTACT_TOPICS, 'topic', errors, 'Choose what your message is about.'),
    message: checkMessage(body.message, errors),
  };
  errors.throwIfAny();
  return checked;
}

export interface CheckedPartnerEnquiry {
  name: string;
  email: string;
  organisation: string;
  organisationType: OrganisationType;
  role?: string;
  phone?: string;
  message: string;
}

/** The partner enquiry's fields, trimmed; optional blanks dropped; one 422 naming every failing field. */
export function checkPartnerEnquiry(body: PartnerEnquiryRequest): CheckedPartnerEnquiry {
  const errors = new FieldErrors();
  const role = oneLine(body.role);
  const phone = oneLine(body.phone);
  if (phone && (!PHONE.test(phone) || phone.replace(/\D/g, '').length < 8 || phone.replace(/\D/g, '').length > 15)) {
    errors.add('phone', 'Enter a valid phone number, e.g. 02 9876 5432, or leave it empty.');
  }
  const checked = {
    name: checkName(body.name, errors),
    email: checkEmail(body.email, errors),
    organisation: checkName(body.organisation, errors, 'organisation', 'your organisation’s name'),
    organisationType: checkChoice(body.organisationType, ORGANISATION_TYPES, 'organisationType', errors, 'Choose the kind of organisation.'),
    ...(role && { role: role.slice(0, NAME_MAX_LENGTH) }),
    ...(phone && { phone }),
    message: checkMessage(body.message, errors),
  };
  errors.throwIfAny();
  return checked;
}
