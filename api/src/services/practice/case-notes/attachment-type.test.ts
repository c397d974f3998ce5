import { PNG } from '../../../lib/uploads/test-files';
import { sniffAttachmentType } from './attachment-type';

describe('attachment type sniffing', () => {
  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n...'), 'application/pdf'],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['a PNG', PNG, 'image/png'],
    ['a renamed .exe', Buffer.from('MZ\x90\x00\x03'), undefined],
    ['plain text', Buffer.from('hello'), undefined],
    ['too short to tell', Buffer.from('%P'), undefined],
  ])('%s → %s', async (_what, bytes, expected) => {
    expect(await sniffAttachmentType(bytes)).toBe(expected);
  });
});
