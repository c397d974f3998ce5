import { isValidMedicareCardNumber, isValidMedicareReferenceNumber, normaliseMedicareCardNumber } from './medicare-card';

describe('Medicare card number', () => {
  it.each([
    ['2123 45670 1', true, 'the documented example, as printed'],
    ['2123456701', true, 'without spaces'],
    ['2123-45670-1', true, 'with dashes'],
    ['2123456709', true, 'any issue number'],
    ['2123456711', false, 'wrong check digit'],
    ['1123456701', false, 'first digit below 2'],
    ['7123456701', false, 'first digit above 6'],
    ['212345670', false, 'nine digits'],
    ['21234567012', false, 'eleven digits'],
    ['21234567O1', false, 'a letter O'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (input, valid) => {
    expect(isValidMedicareCardNumber(input)).toBe(valid);
  });

  it('computes the check digit with weights 1 3 7 9 1 3 7 9', () => {
    // 3·1+9·3+5·7+0·9+1·1+2·3+3·7+4·9 = 3+27+35+0+1+6+21+36 = 129 → 9
    expect(isValidMedicareCardNumber('3950123491')).toBe(true);
    expect(isValidMedicareCardNumber('3950123481')).toBe(false);
  });

  it('normalises spaces and dashes', () => {
    expect(normaliseMedicareCardNumber(' 2123 45670-1 ')).toBe('2123456701');
  });

  it.each([
    ['1', true],
    ['9', true],
    ['0', false],
    ['10', false],
    ['', false],
  ])('reference number %s → %s', (input, valid) => {
    expect(isValidMedicareReferenceNumber(input)).toBe(valid);
  });
});
