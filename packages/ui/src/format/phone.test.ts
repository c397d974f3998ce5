import { formatPhoneNumber } from './phone';

describe('formatPhoneNumber (spec §5)', () => {
  it.each([
    ['0412345678', '0412 345 678'],
    ['0298765432', '0298 765 432'],
    ['1300 123 456', '1300 123 456'],
    ['0412-345-678', '0412 345 678'],
    ['  04 1234 5678 ', '0412 345 678'],
    ['98765432', '9876 5432'],
  ])('groups a local number 4-3-3: %p → %p', (raw, expected) => {
    expect(formatPhoneNumber(raw)).toBe(expected);
  });

  it.each([
    ['+61412345678', '(+61) 412 345 678'],
    ['+61 2 9876 5432', '(+61) 2 9876 5432'],
    ['+61 (0)412 345 678', '(+61) 412 345 678'],
    ['+64211234567', '(+64) 21 123 4567'],
    ['+64 9 123 4567', '(+64) 9 123 4567'],
    ['+1 (415) 555-2671', '(+1) 415 555 2671'],
    ['+447911123456', '(+44) 7911 123456'],
    ['+442079460958', '(+44) 20 7946 0958'],
    ['+6591234567', '(+65) 9123 4567'],
    ['+85291234567', '(+852) 9123 4567'],
    ['+33612345678', '(+33) 612 345 678'],
    ['+919876543210', '(+91) 987 654 3210'],
    ['+679 123 4567', '(+679) 123 4567'],
  ])('brackets the country code of %p', (raw, expected) => {
    expect(formatPhoneNumber(raw)).toBe(expected);
  });

  it.each([
    ['', ''],
    ['   ', ''],
    [' call me ', 'call me'],
    ['0412 345 ext 6', '0412 345 ext 6'],
    ['+', '+'],
    ['+61', '+61'],
  ])('returns other input trimmed as it was: %p', (raw, expected) => {
    expect(formatPhoneNumber(raw)).toBe(expected);
  });

  it('accepts null and undefined', () => {
    expect(formatPhoneNumber(null)).toBe('');
    expect(formatPhoneNumber(undefined)).toBe('');
  });
});
