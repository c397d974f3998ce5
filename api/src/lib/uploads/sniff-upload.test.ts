import { checkUpload, EMPTY_FILE, NOT_ALLOWED_TYPE, sniffContentType } from './sniff-upload';
import { EXE, JPEG, PDF, PNG } from './test-files';

describe('content sniffing (file-type reads the bytes, never the name)', () => {
  it.each([
    ['a PDF', PDF, 'application/pdf'],
    ['a PNG', PNG, 'image/png'],
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a Windows executable (a renamed .exe)', EXE, undefined],
    ['plain text', Buffer.from('hello, this is not a referral'), undefined],
    ['a GIF (an image, but not one we accept)', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), undefined],
    ['a ZIP', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0]), undefined],
    ['nothing', Buffer.alloc(0), undefined],
  ])('%s', async (_name, bytes, expected) => {
    expect(await sniffContentType(bytes)).toBe(expected);
  });

  it('refuses an empty file and a disguised executable with messages a client can act on', async () => {
    await expect(checkUpload(Buffer.alloc(0))).rejects.toMatchObject({
      status: 422,
      detail: EMPTY_FILE,
    });
    await expect(checkUpload(EXE)).rejects.toMatchObject({
      status: 422,
      detail: NOT_ALLOWED_TYPE,
      fields: { file: NOT_ALLOWED_TYPE },
    });
  });

  it('refuses a file over the limit with 413, and accepts one at the limit', async () => {
    const previous = process.env.MAX_UPLOAD_BYTES;
    process.env.MAX_UPLOAD_BYTES = String(PDF.length);
    try {
      await expect(checkUpload(PDF)).resolves.toBe('application/pdf');
      await expect(checkUpload(Buffer.concat([PDF, Buffer.from(' ')]))).rejects.toMatchObject({
        status: 413,
        detail: expect.stringMatching(/^The file is larger than/),
      });
    } finally {
      if (previous === undefined) delete process.env.MAX_UPLOAD_BYTES;
      else process.env.MAX_UPLOAD_BYTES = previous;
    }
  });
});
