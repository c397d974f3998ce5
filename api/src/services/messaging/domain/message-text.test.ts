import { checkMessageText, MESSAGE_MAX_LENGTH } from './message-text';

describe('message text', () => {
  it.each<[string, string, ReturnType<typeof checkMessageText>]>([
    ['plain text is kept', 'Hi there', { text: 'Hi there' }],
    ['surrounding whitespace is dropped', '  Hi\n', { text: 'Hi' }],
    ['markup is kept as text, not interpreted', '<b>hi</b>', { text: '<b>hi</b>' }],
    ['only whitespace is empty', ' \n\t ', { problem: 'empty' }],
    ['the longest allowed is kept', 'x'.repeat(MESSAGE_MAX_LENGTH), { text: 'x'.repeat(MESSAGE_MAX_LENGTH) }],
    ['one more is too long', 'x'.repeat(MESSAGE_MAX_LENGTH + 1), { problem: 'too-long' }],
  ])('%s', (_name, raw, expected) => expect(checkMessageText(raw)).toEqual(expected));
});
