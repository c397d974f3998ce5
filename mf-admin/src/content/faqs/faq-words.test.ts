import { paragraphsOf } from '@harbour/ui';
import { isSitePath, keywordsOf } from './faq-words';

describe('faq words', () => {
  it.each<[string, string[]]>([
    ['One.', ['One.']],
    ['One.\n\nTwo.', ['One.', 'Two.']],
    ['One.\n  \n\nTwo.\nStill two.', ['One.', 'Two.\nStill two.']],
    ['\n\n', []],
  ])('splits %j into the hub’s paragraphs', (answer, paragraphs) => {
    expect(paragraphsOf(answer)).toEqual(paragraphs);
  });

  it('reads keywords separated by commas, without blanks', () => {
    expect(keywordsOf(' rebate, mental health plan ,, ')).toEqual(['rebate', 'mental health plan']);
  });

  it.each<[string, boolean]>([
    ['/contact', true],
    [' /contact ', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
  ])('%j is a site path: %s', (href, ok) => {
    expect(isSitePath(href)).toBe(ok);
  });
});
