import type { Faq } from '@harbour/sdk/content';
import { paragraphsOf } from '@harbour/ui';

export interface AssistantReply {
  text: string;
  /** The FAQs that answer it, each linked to its answer on the support hub. */
  answers: { question: string; href: string; summary: string }[];
  /** Always offered: the contact form. */
  offerContact: boolean;
}

export const MAX_ANSWERS = 3;
export const NO_ANSWER = 'I could not find an answer to that in our FAQs. Try other words, or send our support team a message.';
export const BLANK_QUESTION = 'Type a question, for example “How do I reset my password?”.';

/** Where an FAQ's answer is on the support hub (the hub opens it from the fragment). */
export const faqHref = (faq: Pick<Faq, 'id'>, q?: string) => `/support-hub${q ? `?${new URLSearchParams({ q })}` : ''}#faq-${faq.id}`;

/** The answer's first sentence (at most ~160 characters): enough to tell the answers apart. */
export function summaryOf(answer: string): string {
  const first = paragraphsOf(answer)[0] ?? '';
  const sentence = first.match(/^.+?[.!?](\s|$)/)?.[0].trim() ?? first;
  return sentence.length > 160 ? `${sentence.slice(0, 157).trimEnd()}…` : sentence;
}

/** What the assistant says to a question, given the FAQs the API ranked for it (best first). */
export function assistantReply(question: string, ranked: readonly Faq[]): AssistantReply {
  if (!question.trim()) return { text: BLANK_QUESTION, answers: [], offerContact: false };
  if (!ranked.length) return { text: NO_ANSWER, answers: [], offerContact: true };
  const answers = ranked.slice(0, MAX_ANSWERS).map((faq) => ({ question: faq.question, href: faqHref(faq, question.trim()), summary: summaryOf(faq.answer) }));
  return {
    text: answers.length === 1 ? 'This answer may help:' : `These ${answers.length} answers may help:`,
    answers,
    offerContact: true,
  };
}
