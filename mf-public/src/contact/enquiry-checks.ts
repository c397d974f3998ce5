/** The same messages the API gives (content/enquiries/enquiry-rules.ts), shown before sending. */
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 5000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s()-]+$/;

export const CONTACT_TOPICS = {
  booking: 'Booking a session',
  payments: 'Payments and Medicare',
  sessions: 'Sessions and video',
  account: 'My account and signing in',
  privacy: 'Privacy and my information',
  psychologists: 'Working with Harbour as a psychologist',
  gps: 'Referring as a GP',
  other: 'Something else',
} as const;

export const ORGANISATION_TYPES = {
  'health-fund': 'Health fund',
  employer: 'Employer',
  'eap-provider': 'Employee assistance provider',
  'clinic-or-gp-practice': 'Clinic or GP practice',
  education: 'University, TAFE or school',
  government: 'Government or not-for-profit',
  other: 'Other',
} as const;

export const nameProblem = (value: string, label = 'your name') => (value.trim() ? undefined : `Enter ${label}.`);

export function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Enter your email address so we can reply.';
  return EMAIL.test(email) && email.length <= 254 ? undefined : 'Enter a valid email address, e.g. name@example.com.';
}

export function messageProblem(value: string): string | undefined {
  const message = value.trim();
  if (!message) return 'Enter your message.';
  if (message.length < MESSAGE_MIN_LENGTH) return `Tell us a little more (at least ${MESSAGE_MIN_LENGTH} characters).`;
  if (message.length > MESSAGE_MAX_LENGTH) return `Keep your message to ${MESSAGE_MAX_LENGTH} characters or fewer.`;
  return undefined;
}

export const choiceProblem = (value: string, choices: Record<string, string>, missing: string) => (value in choices ? undefined : missing);

export function phoneProblem(value: string): string | undefined {
  const phone = value.trim();
  if (!phone) return undefined;
  const digits = phone.replace(/\D/g, '').length;
  return PHONE.test(phone) && digits >= 8 && digits <= 15 ? undefined : 'Enter a valid phone number, e.g. 02 9876 5432, or leave it empty.';
}
