import type { Faq } from '@harbour/sdk/content';
import { assistantReply, BLANK_QUESTION, faqHref, NO_ANSWER, summaryOf } from './assistant-reply';

const faq = (id: string, answer = 'First sentence. Second one.'): Faq => ({ id, category: 'booking', question: `Question ${id}?`, answer, links: [] });

describe('assistantReply', () => {
  it('links the best three answers to the hub, keeping the question for the hub’s search', () => {
    const reply = assistantReply('reset password', [faq('a'), faq('b'), faq('c'), faq('d')]);
    expect(reply.text).toBe('These 3 answers may help:');
    expect(reply.answers.map((a) => a.href)).toEqual([
      '/support-hub?q=reset+password#faq-a',
      '/support-hub?q=reset+password#faq-b',
      '/support-hub?q=reset+password#faq-c',
    ]);
    expect(reply.answers[0]).toMatchObject({ question: 'Question a?', summary: 'First sentence.' });
    expect(reply.offerContact).toBe(true);
  });

  it('says so for one answer', () => expect(assistantReply('x y', [faq('a')]).text).toBe('This answer may help:'));
  it('offers the contact form when nothing matches', () => expect(assistantReply('zzz', [])).toEqual({ text: NO_ANSWER, answers: [], offerContact: true }));
  it('asks for a question when blank', () => expect(assistantReply('  ', [faq('a')])).toEqual({ text: BLANK_QUESTION, answers: [], offerContact: false }));
});

describe('summaryOf', () => {
  it.each([
    ['One. Two.', 'One.'],
    ['No full stop', 'No full stop'],
    ['Para one is here.\n\nPara two.', 'Para one is here.'],
    ['Is it? Yes.', 'Is it?'],
    [`${'word '.repeat(50)}end.`, `${'word '.repeat(31)}wo…`],
  ])('%j → %j', (answer, summary) => expect(summaryOf(answer)).toBe(summary));

  it('faqHref without a question', () => expect(faqHref({ id: 'x' })).toBe('/support-hub#faq-x'));
});
