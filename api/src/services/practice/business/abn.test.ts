import { formatAbn, isValidAbn, normaliseAbn } from './abn';

describe('ABN checksum', () => {
  it.each([
    ['51 824 753 556', true], // the ATO's worked example
    ['51824753556', true],
    ['53 004 085 616', true],
    ['51 824 753 557', false],
    ['12 345 678 901', false],
    ['5182475355', false],
    ['ABN51824753556', false],
    ['', false],
  ])('%s → %s', (abn, valid) => expect(isValidAbn(abn)).toBe(valid));

  it('normalises and formats', () => {
    expect(normaliseAbn(' 51 824 753 556 ')).toBe('51824753556');
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
  });
});
