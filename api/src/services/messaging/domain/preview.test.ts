import { previewOf } from './preview';

describe('message preview', () => {
  it.each<[string, string, string]>([
    ['short text unchanged', 'Hello', 'Hello'],
    ['exactly 100 characters unchanged', 'a'.repeat(100), 'a'.repeat(100)],
    ['101 characters cut to 100 then "..."', 'b'.repeat(101), `${'b'.repeat(100)}...`],
    ['an emoji counts as one character', '😀'.repeat(101), `${'😀'.repeat(100)}...`],
  ])('%s', (_name, text, expected) => expect(previewOf(text)).toBe(expected));
});
