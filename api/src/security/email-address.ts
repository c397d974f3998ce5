import { domainToASCII } from 'node:url';
import isEmail from 'validator/lib/isEmail';

/**
 * The one policy for every email address Harbour accepts (docs/security.md "Email addresses"):
 * - trimmed and lower-cased (addresses are compared and stored in one form);
 * - the part before the @ is plain ASCII (letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -,
 *   dots between them): our mail relay and most mailboxes do not accept internationalised local parts
 *   (SMTPUTF8), so such an address could never receive its code;
 * - an internationalised domain is accepted and kept in its ASCII (punycode) form, as mail servers
 *   and DNS use it (`exämple.test` → `xn--exmple-cua.test`), so one domain has one spelling;
 * - at most 64 characters before the @ and 254 in all; no quotes, comments, IP literals or display names.
 */
export type EmailProblem = 'missing' | 'not-ascii-before-at' | 'too-long' | 'malformed';

export type EmailCheck = { address: string; problem?: undefined } | { address?: undefined; problem: EmailProblem };

export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;

/** What a person reads for each problem (a field may say "missing" in its own words). */
export const EMAIL_PROBLEM_MESSAGES: Record<EmailProblem, string> = {
  missing: 'Enter an email address.',
  'not-ascii-before-at': 'The part before the @ can only use English letters, digits and . _ - + (no accents or emoji).',
  'too-long': 'This email address is too long.',
  malformed: 'Enter a valid email address, e.g. name@example.com.',
};

/** Splits at the last @ and puts the domain in its ASCII form ('' when it cannot be converted). */
function asciiForm(trimmed: string): { local: string; domain: string } | undefined {
  const at = trimmed.lastIndexOf('@');
  if (at <= 0 || at === trimmed.length - 1) return undefined;
  return { local: trimmed.slice(0, at).toLowerCase(), domain: domainToASCII(trimmed.slice(at + 1)) };
}

/** Checks an address against the policy; `address` is the form to store and compare. */
export function checkEmailAddress(raw: unknown): EmailCheck {
  if (typeof raw !== 'string' || !raw.trim()) return { problem: 'missing' };
  const trimmed = raw.trim();
  // Measured before conversion too: punycode only grows, and a huge input is not worth converting.
  if (trimmed.length > EMAIL_MAX_LENGTH * 4) return { problem: 'too-long' };
  const parts = asciiForm(trimmed);
  if (!parts) return { problem: 'malformed' };
  if (/[^\x20-\x7e]/.test(parts.local)) return { problem: 'not-ascii-before-at' };
  if (!parts.domain) return { problem: 'malformed' };
  const address = `${parts.local}@${parts.domain}`;
  if (address.length > EMAIL_MAX_LENGTH || parts.local.length > LOCAL_MAX_LENGTH) return { problem: 'too-long' };
  const valid = isEmail(address, {
    allow_display_name: false,
    allow_utf8_local_part: false,
    require_tld: true,
    allow_ip_domain: false,
    ignore_max_length: false,
    domain_specific_validation: false,
  });
  // validator accepts a quoted local part ("a b"@x.test); we never do (nothing downstream expects one).
  if (!valid || parts.local.includes('"')) return { problem: 'malformed' };
  return { address };
}

/**
 * The stored form of an address typed to look something up (sign-in, forgot password): the same
 * conversion as checkEmailAddress, without refusing. An address that fails the policy can match
 * no account, since every stored address passed it.
 */
export function normaliseEmailAddress(raw: string): string {
  const trimmed = raw.trim();
  const parts = trimmed.length <= EMAIL_MAX_LENGTH * 4 ? asciiForm(trimmed) : undefined;
  return parts?.domain ? `${parts.local}@${parts.domain}` : trimmed.toLowerCase();
}

/** The problem's message, with the field's own words for a missing or malformed address when it has them. */
export function emailProblemMessage(problem: EmailProblem, own: Partial<Record<EmailProblem, string>> = {}): string {
  return own[problem] ?? EMAIL_PROBLEM_MESSAGES[problem];
}
