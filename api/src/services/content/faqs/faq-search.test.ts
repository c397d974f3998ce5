import { FAQS } from './faq-data';
import { faqScore, queryTerms, rankFaqs, WEIGHTS, words } from './faq-search';

const faq = (question: string, answer = '', keywords: string[] = []) => ({ question, answer, keywords });

describe('queryTerms', () => {
  it.each([
    ['How do I reset my password?', ['reset', 'password']],
    ['  MEDICARE   rebate ', ['medicare', 'rebate']],
    ['password password', ['password']],
    ['how do I', []],
    ['Where’s my code?', ['where’s', 'code']],
    ['', []],
  ])('%j → %j', (query, terms) => expect(queryTerms(query)).toEqual(terms));

  it('drops accents and punctuation', () => expect(words('Café—Wi-Fi!')).toEqual(['cafe', 'wi', 'fi']));
});

describe('faqScore (table)', () => {
  it.each<[string, ReturnType<typeof faq>, string, number]>([
    ['no terms', faq('Forgot password'), 'how do I', 0],
    ['nothing found', faq('Forgot password', 'Reset it'), 'medicare', 0],
    ['one term in the question', faq('Forgot password'), 'password', WEIGHTS.question + WEIGHTS.allTerms],
    ['one term in keywords only', faq('Sign-in help', '', ['password']), 'password', WEIGHTS.keyword + WEIGHTS.allTerms],
    ['one term in the answer only', faq('Sign-in help', 'Reset your password'), 'password', WEIGHTS.answer + WEIGHTS.allTerms],
    ['a prefix of 3+ letters counts', faq('Forgot password'), 'pass', WEIGHTS.question + WEIGHTS.allTerms],
    ['a prefix of 2 letters does not', faq('Forgot password'), 'pa', 0],
    ['everywhere', faq('Password', 'password', ['password']), 'password', WEIGHTS.question + WEIGHTS.keyword + WEIGHTS.answer + WEIGHTS.allTerms],
    [
      'phrase in the question, all terms',
      faq('I forgot my password'),
      'forgot password',
      2 * WEIGHTS.question + WEIGHTS.allTerms * 2,
    ],
    ['half the terms: no all-terms bonus', faq('I forgot my password'), 'password medicare', WEIGHTS.question],
  ])('%s', (_name, item, query, score) => expect(faqScore(item, query)).toBe(score));

  it('gives the phrase bonus only for consecutive words in the question', () => {
    expect(faqScore(faq('Medicare rebate for sessions'), 'medicare rebate')).toBe(2 * WEIGHTS.question + WEIGHTS.phraseInQuestion + 2 * WEIGHTS.allTerms);
    expect(faqScore(faq('Rebate from Medicare'), 'medicare rebate')).toBe(2 * WEIGHTS.question + 2 * WEIGHTS.allTerms);
  });
});

describe('rankFaqs', () => {
  const list = [faq('Payments', 'Your password is not needed'), faq('Forgot password'), faq('Passwords and codes', '', ['password'])];

  it('orders by score, drops non-matches, keeps the given order on ties', () => {
    expect(rankFaqs(list, 'password').map((f) => f.question)).toEqual(['Passwords and codes', 'Forgot password', 'Payments']);
    expect(rankFaqs(list, 'video')).toEqual([]);
    expect(rankFaqs([faq('Video one'), faq('Video two')], 'video').map((f) => f.question)).toEqual(['Video one', 'Video two']);
  });

  it('keeps everything, in order, for a blank or filler-only query', () => {
    expect(rankFaqs(list, undefined)).toEqual(list);
    expect(rankFaqs(list, '   ')).toEqual(list);
    expect(rankFaqs(list, 'how do I')).toEqual(list);
  });

  it.each([
    ['forgot my password', 'forgot-password'],
    ['medicare rebate', 'medicare-rebate'],
    ['camera microphone', 'device-test'],
    ['cancel', 'reschedule-or-cancel'],
    ['ndis', 'other-funding'],
    ['join as a psychologist', 'join-as-psychologist'],
    ['refer a patient', 'gp-refer'],
    ['verification code not received', 'no-code-email'],
    ['are sessions recorded', 'are-sessions-recorded'],
  ])('on the real FAQs, %j finds %s first', (query, id) => {
    const ranked = rankFaqs(
      FAQS.map((f) => ({ ...f, keywords: f.keywords ?? [] })),
      query,
    );
    expect(ranked[0]?.id).toBe(id);
  });

  it('every seeded FAQ has a unique id and a known category', () => {
    expect(new Set(FAQS.map((f) => f.id)).size).toBe(FAQS.length);
  });
});
