import { formatAbn, isValidAbn, normaliseAbn } from './abn';

describe('ABN checksum', () => {
  it.each([
    ['51 824 753 556', true], // the ATO's worked example
    ['51824753556', true],
    ['53 004 085 616', true],
    ['83 914 571 673', true],
    ['33 102 417 032', true],
    ['49 004 028 077', true],
    ['518 247 535 56', true], // spaces anywhere: only the 11 digits count
    ['51 824 753 557', false], // last digit off by one
    ['51 824 753 565', false], // two digits swapped
    ['15 824 753 556', false], // the first two swapped: the "subtract 1" catches it
    ['01 234 567 890', false], // a leading zero: fails the sum
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
