import { createSseParser } from './sse-parser';

describe('event-stream parser', () => {
  it.each<[string, string[], { event: string; data: string }[]]>([
    ['one named event', ['event: message\ndata: {"a":1}\n\n'], [{ event: 'message', data: '{"a":1}' }]],
    ['split across chunks', ['event: read\nda', 'ta: x\n', '\n'], [{ event: 'read', data: 'x' }]],
    ['comments and retry lines are skipped', [': keep-alive\n\nretry: 3000\n\n'], []],
    ['multi-line data joins with newlines', ['data: a\ndata: b\n\n'], [{ event: 'message', data: 'a\nb' }]],
    ['CRLF line ends', ['event: ready\r\ndata: {}\r\n\r\n'], [{ event: 'ready', data: '{}' }]],
  ])('%s', (_name, chunks, expected) => {
    const parser = createSseParser();
    expect(chunks.flatMap((chunk) => parser.feed(chunk))).toEqual(expected);
  });
});
