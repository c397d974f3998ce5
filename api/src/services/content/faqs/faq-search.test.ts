import { FAQS } from './faq-data';
import { FaqIndex, PARTIAL_MATCH_SHARE, queryTerms, rankFaqs, stem, words } from './faq-search';

const faq = (question: string, answer = '', keywords: string[] = []) => ({ question, answer, keywords });
const REAL = FAQS.map((f) => ({ ...f, keywords: f.keywords ?? [] }));

describe('queryTerms', () => {
  it.each([
    ['How do I reset my password?', ['reset', 'password']],
    ['  MEDICARE   rebate ', ['medicare', 'rebate']],
    ['password password', ['password']],
    ['how do I', []],
    ['Where’s my code?', ['where’', 'code']],
    ['how do I cancel a session', ['cancel', 'session']],
    ['', []],
  ])('%j → %j', (query, terms) => expect(queryTerms(query)).toEqual(terms));

  it('drops accents and punctuation', () => expect(words('Café—Wi-Fi!')).toEqual(['cafe', 'wi', 'fi']));

  it.each([
    ['sessions', 'session'],
    ['recorded', 'record'],
    ['booking', 'book'],
    ['address', 'address'],
    ['bus', 'bus'],
    ['red', 'red'],
  ])('stems %s → %s', (word, stemmed) => expect(stem(word)).toBe(stemmed));
});

describe('FaqIndex.rank (table)', () => {
  const list = [faq('Payments', 'Your password is not needed'), faq('Forgot password'), faq('Passwords and codes', '', ['password'])];

  it('orders by relevance (question above keywords above answer) and drops non-matches', () => {
    expect(rankFaqs(list, 'password').map((f) => f.question)).toEqual(['Passwords and codes', 'Forgot password', 'Payments']);
    expect(rankFaqs(list, 'video')).toEqual([]);
  });

  it('keeps the given order on ties', () => {
    expect(rankFaqs([faq('Video one'), faq('Video two')], 'video').map((f) => f.question)).toEqual(['Video one', 'Video two']);
  });

  it('keeps everything, in order, for a blank or filler-only query', () => {
    expect(rankFaqs(list, undefined)).toEqual(list);
    expect(rankFaqs(list, '   ')).toEqual(list);
    expect(rankFaqs(list, 'how do I')).toEqual(list);
  });

  it('needs every word when some FAQ has them all', () => {
    const items = [faq('Cancel a session'), faq('How long is a session?'), faq('Session notes'), faq('Cancel a payment')];
    expect(rankFaqs(items, 'cancel session').map((f) => f.question)).toEqual(['Cancel a session']);
  });

  it('falls back to the strong partial matches when no FAQ has every word', () => {
    const items = [faq('Medicare rebate', 'medicare rebate medicare'), faq('Bulk billing', 'a rebate')];
    const ranked = rankFaqs(items, 'medicare rebate zebra');
    expect(ranked[0].question).toBe('Medicare rebate');
    expect(PARTIAL_MATCH_SHARE).toBeGreaterThan(0);
  });

  it('matches word starts of 3+ letters and forgives a typo in longer words', () => {
    expect(rankFaqs([faq('Forgot password')], 'pass')).toHaveLength(1);
    expect(rankFaqs([faq('Forgot password')], 'pa')).toHaveLength(0);
    expect(rankFaqs([faq('Forgot password')], 'pasword')).toHaveLength(1);
  });

  it('an index answers many queries from one build', () => {
    const index = new FaqIndex(list);
    expect(index.rank('forgot')).toHaveLength(1);
    expect(index.rank('codes')).toHaveLength(1);
  });
});

describe('on the real FAQs', () => {
  const index = new FaqIndex(REAL);

  it.each([
    ['forgot my password', 'forgot-password'],
    ['medicare rebate', 'medicare-rebate'],
    ['camera microphone', 'device-test'],
    ['cancel', 'reschedule-or-cancel'],
    ['how do I cancel a session', 'reschedule-or-cancel'],
    ['ndis', 'other-funding'],
    ['join as a psychologist', 'join-as-psychologist'],
    ['refer a patient', 'gp-refer'],
    ['verification code not received', 'no-code-email'],
    ['are sessions recorded', 'are-sessions-recorded'],
  ])('%j finds %s first', (query, id) => {
    expect(index.rank(query)[0]?.id).toBe(id);
  });

  it.each(['how do I cancel a session', 'cancel session', 'medicare rebate', 'video call drops'])('%j narrows the hub to a few answers', (query) => {
    const found = index.rank(query).length;
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThanOrEqual(Math.ceil(REAL.length / 3));
  });

  it('every seeded FAQ has a unique id', () => {
    expect(new Set(FAQS.map((f) => f.id)).size).toBe(FAQS.length);
  });
});
