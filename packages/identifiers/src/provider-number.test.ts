import { isValidProviderNumber, normaliseProviderNumber } from './provider-number';
import { INVALID_PROVIDER_NUMBER, MISSING_PROVIDER_NUMBER, providerNumberProblem } from './provider-number-problem';

describe('Medicare provider number', () => {
  it('accepts the documented example', () => {
    expect(isValidProviderNumber('4024742F')).toBe(true);
  });
  it('accepts spaces and lower case as typed', () => {
    expect(normaliseProviderNumber(' 402474 2f ')).toBe('4024742F');
    expect(isValidProviderNumber('402474 2f')).toBe(true);
  });
  it('rejects a wrong check character', () => {
    expect(isValidProviderNumber('4024742A')).toBe(false);
  });
  it('rejects unused location characters and wrong shapes', () => {
    expect(isValidProviderNumber('402474IF')).toBe(false);
    expect(isValidProviderNumber('402474')).toBe(false);
    expect(isValidProviderNumber('40247422F')).toBe(false);
  });
  it('uses letter locations in the sum (A = 10)', () => {
    // 402474 stem sum = 4·3+0·5+2·8+4·4+7·2+4·1 = 62; location A (10) adds 60 → 122 mod 11 = 1 → X
    expect(isValidProviderNumber('402474AX')).toBe(true);
  });
});

describe('providerNumberProblem', () => {
  it('asks for a missing number only when one is required', () => {
    expect(providerNumberProblem(' ', { required: true })).toBe(MISSING_PROVIDER_NUMBER);
    expect(providerNumberProblem('', { required: false })).toBeUndefined();
  });
  it('names a number that fails the check, and accepts one that passes', () => {
    expect(providerNumberProblem('4024742A', { required: false })).toBe(INVALID_PROVIDER_NUMBER);
    expect(providerNumberProblem('4024742F', { required: true })).toBeUndefined();
  });
});
