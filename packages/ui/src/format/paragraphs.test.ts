import { paragraphsOf } from './paragraphs';

describe('paragraphs of a plain-text answer', () => {
  it.each([
    ['one paragraph', 'Yes.', ['Yes.']],
    ['split on a blank line', 'First.\n\nSecond.', ['First.', 'Second.']],
    ['a blank line with spaces still splits', 'First.\n  \nSecond.', ['First.', 'Second.']],
    ['a single line break stays inside', 'One\nline.', ['One\nline.']],
    ['empty paragraphs dropped', '\n\nFirst.\n\n\n\n', ['First.']],
    ['nothing', '   ', []],
  ])('%s', (_name, text, expected) => {
    expect(paragraphsOf(text)).toEqual(expected);
  });
});
