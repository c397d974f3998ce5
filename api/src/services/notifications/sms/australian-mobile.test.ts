import { checkAustralianMobile, displayAustralianMobile, NOT_AN_AUSTRALIAN_MOBILE } from './australian-mobile';

describe('Australian mobile numbers', () => {
  it.each([
    ['0412 345 678', '+61412345678'],
    ['0412345678', '+61412345678'],
    ['04 1234 5678', '+61412345678'],
    ['0412-345-678', '+61412345678'],
    ['(0412) 345 678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['+61412345678', '+61412345678'],
    ['+61-4-1234-5678', '+61412345678'],
    ['61412345678', '+61412345678'],
    ['0011 61 412 345 678', '+61412345678'],
    ['  0491 570 156  ', '+61491570156'],
  ])('accepts %p as %s', (input, e164) => {
    expect(checkAustralianMobile(input)).toEqual({ ok: true, e164, display: displayAustralianMobile(e164) });
  });

  it.each([
    ['a landline', '(02) 9999 9999'],
    ['a landline in international form', '+61 2 9999 9999'],
    ['a digit short', '0412 34 567'],
    ['a digit long', '0412 345 6789'],
    ['a New Zealand mobile', '+64 21 123 4567'],
    ['a UK mobile', '+44 7700 900123'],
    ['05, not yet a mobile range', '0512 345 678'],
    ['1300 number', '1300 123 456'],
    ['letters', '0412 ABC 678'],
    ['an extension', '0412 345 678 ext 2'],
    ['emergency', '000'],
  ])('refuses %s (%p)', (_name, input) => {
    expect(checkAustralianMobile(input)).toEqual({ ok: false, message: NOT_AN_AUSTRALIAN_MOBILE });
  });

  it.each([[''], ['   '], [undefined], [412345678]])('asks for a number when given %p', (input) => {
    expect(checkAustralianMobile(input)).toEqual({ ok: false, message: 'Enter your mobile number.' });
  });

  it('shows a stored number the way Australians write it', () => {
    expect(displayAustralianMobile('+61412345678')).toBe('0412 345 678');
  });
});
