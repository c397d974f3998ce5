import { previewOf } from './preview';

it.each<[string, string, string]>([
  ['short text unchanged', 'Hi', 'Hi'],
  ['100 characters unchanged', 'a'.repeat(100), 'a'.repeat(100)],
  ['101 characters cut to 100 then "..."', 'b'.repeat(101), `${'b'.repeat(100)}...`],
])('preview: %s', (_name, text, expected) => expect(previewOf(text)).toBe(expected));
