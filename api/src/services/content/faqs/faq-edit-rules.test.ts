import { checkFaqContent, faqSlugOf } from './faq-edit-rules';

const VALID = { question: 'Can I pay with Medicare?', answer: 'Yes.\r\n\r\nWith a referral.', category: 'payments-medicare' as const, keywords: [], links: [] };

describe('checkFaqContent', () => {
  it('tidies a valid FAQ: one-line question, \\n line endings, keywords lower case once each, link paths normalised', () => {
    expect(checkFaqContent({ ...VALID, question: '  Can I   pay\nwith Medicare? ', keywords: [' Rebate ', 'rebate', '', 'MHTP'], links: [{ label: ' Fees ', href: '/Fees/' }] })).toEqual({
      ok: true,
      content: { question: 'Can I pay with Medicare?', answer: 'Yes.\n\nWith a referral.', category: 'payments-medicare', keywords: ['rebate', 'mhtp'], links: [{ label: 'Fees', href: '/fees' }] },
    });
  });

  it.each<[string, object, string | undefined]>([
    ['a valid FAQ', {}, undefined],
    ['a blank question', { question: '  ' }, 'question'],
    ['a missing question', { question: undefined }, 'question'],
    ['a question over 200 characters', { question: 'x'.repeat(201) }, 'question'],
    ['a blank answer', { answer: '\n\n ' }, 'answer'],
    ['an answer over 5000 characters', { answer: 'x'.repeat(5001) }, 'answer'],
    ['an unknown category', { category: 'gossip' }, 'category'],
    ['21 keywords', { keywords: Array.from({ length: 21 }, (_, n) => `word ${n}`) }, 'keywords'],
    ['20 keywords', { keywords: Array.from({ length: 20 }, (_, n) => `word ${n}`) }, undefined],
    ['a keyword over 60 characters', { keywords: ['x'.repeat(61)] }, 'keywords'],
    ['7 links', { links: Array.from({ length: 7 }, (_, n) => ({ label: 'L', href: `/p${n}` })) }, 'links'],
    ['a link without a label', { links: [{ label: ' ', href: '/contact' }] }, 'links.$0.label'],
    ['an absolute link', { links: [{ label: 'Contact', href: '/contact' }, { label: 'Elsewhere', href: 'https://evil.example/' }] }, 'links.$1.href'],
    ['a protocol-relative link', { links: [{ label: 'Elsewhere', href: '//evil.example' }] }, 'links.$0.href'],
    ['a link with a backslash', { links: [{ label: 'Elsewhere', href: '/\\evil.example' }] }, 'links.$0.href'],
    ['a javascript: link', { links: [{ label: 'Run', href: 'javascript:alert(1)' }] }, 'links.$0.href'],
    ['the same path twice', { links: [{ label: 'A', href: '/contact' }, { label: 'B', href: '/Contact/' }] }, 'links.$1.href'],
  ])('%s', (_, change, field) => {
    const check = checkFaqContent({ ...VALID, ...change });
    expect(check.ok ? undefined : check.field).toBe(field);
  });
});

describe('faqSlugOf', () => {
  it.each<[string, string | undefined]>([
    ['Can I pay with Medicare?', 'can-i-pay-with-medicare'],
    ['What’s a Mental Health Treatment Plan (MHTP)?', 'whats-a-mental-health-treatment-plan-mhtp'],
    ['Payments & receipts', 'payments-and-receipts'],
    ['Café sessions — één?', 'cafe-sessions-een'],
    ['?!…', undefined],
    ['How long does it take before a psychologist who is not available this week can see me again?', 'how-long-does-it-take-before-a-psychologist-who-is-not'],
    ['x'.repeat(80), 'x'.repeat(60)],
  ])('%s → %s', (question, slug) => {
    expect(faqSlugOf(question)).toBe(slug);
  });
});
