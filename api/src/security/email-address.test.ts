import { checkEmailAddress, normaliseEmailAddress, type EmailCheck } from './email-address';

describe('the email address policy', () => {
  it.each<[string, unknown, EmailCheck]>([
    ['a plain address, trimmed and lower-cased', '  Ada.Lovelace@Example.COM ', { address: 'ada.lovelace@example.com' }],
    ['plus and other atom characters', "o'brien+harbour_1@example.com.au", { address: "o'brien+harbour_1@example.com.au" }],
    ['an internationalised domain, kept in its ASCII form', 'ada@exämple.test', { address: 'ada@xn--exmple-cua.test' }],
    ['an IDN in another script', 'info@例え.テスト', { address: 'info@xn--r8jz45g.xn--zckzah' }],
    ['an IDN already in ASCII form stays as it is', 'ada@XN--EXMPLE-CUA.test', { address: 'ada@xn--exmple-cua.test' }],
    ['the re-test\'s address: accents and emoji before the @', 'ünï😀@exämple.test', { problem: 'not-ascii-before-at' }],
    ['an accent before the @ only', 'zoë@example.com', { problem: 'not-ascii-before-at' }],
    ['missing', '   ', { problem: 'missing' }],
    ['not a string', 42, { problem: 'missing' }],
    ['no @', 'ada.example.com', { problem: 'malformed' }],
    ['nothing before the @', '@example.com', { problem: 'malformed' }],
    ['nothing after the @', 'ada@', { problem: 'malformed' }],
    ['two @', 'ada@lovelace@example.com', { problem: 'malformed' }],
    ['no top-level domain', 'ada@localhost', { problem: 'malformed' }],
    ['a space inside', 'ada lovelace@example.com', { problem: 'malformed' }],
    ['a quoted local part', '"ada lovelace"@example.com', { problem: 'malformed' }],
    ['an IP literal', 'ada@[127.0.0.1]', { problem: 'malformed' }],
    ['a display name', 'Ada <ada@example.com>', { problem: 'malformed' }],
    ['consecutive dots', 'ada..l@example.com', { problem: 'malformed' }],
    ['a leading dot', '.ada@example.com', { problem: 'malformed' }],
    ['a domain label starting with a hyphen', 'ada@-example.com', { problem: 'malformed' }],
    ['a domain that cannot be converted', 'ada@exa mple.com', { problem: 'malformed' }],
    ['a control character', 'ada\u0007@example.com', { problem: 'not-ascii-before-at' }],
    ['65 characters before the @', `${'a'.repeat(65)}@example.com`, { problem: 'too-long' }],
    ['254 characters in all', `ada@${'a'.repeat(61)}.${'b'.repeat(61)}.${'c'.repeat(61)}.${'d'.repeat(60)}.com`, { address: `ada@${'a'.repeat(61)}.${'b'.repeat(61)}.${'c'.repeat(61)}.${'d'.repeat(60)}.com` }],
    ['255 characters in all', `ada@${'a'.repeat(61)}.${'b'.repeat(61)}.${'c'.repeat(61)}.${'d'.repeat(61)}.com`, { problem: 'too-long' }],
    ['a huge input', `${'a'.repeat(5000)}@example.com`, { problem: 'too-long' }],
  ])('%s', (_case, raw, expected) => {
    expect(checkEmailAddress(raw)).toEqual(expected);
  });

  it.each([
    [' Ada@Exämple.TEST ', 'ada@xn--exmple-cua.test'],
    ['ada@example.com', 'ada@example.com'],
    // Not an address at all: looked up as typed (lower-cased), so it simply matches nobody.
    ['not an address', 'not an address'],
  ])('a lookup of %p uses the stored form %p', (typed, stored) => {
    expect(normaliseEmailAddress(typed)).toBe(stored);
  });
});
