import { generateSync } from 'otplib';
import { newTotpSecret, totpTimeStep } from './totp';

const secret = newTotpSecret();
const at = (seconds: number) => new Date(seconds * 1000);
const codeAt = (seconds: number) => generateSync({ secret, epoch: seconds });
const T = 1_800_000_000; // a step boundary: 60_000_000 × 30

describe('totpTimeStep', () => {
  it.each([
    ['the current step', T + 5, T + 5, 60_000_000],
    ['the step before (a slow typist)', T - 5, T + 20, 59_999_999],
    ['the step after (a fast clock)', T + 35, T + 10, 60_000_001],
  ])('accepts a code of %s', (_name, codeTime, now, step) => {
    expect(totpTimeStep(secret, codeAt(codeTime), at(now))).toBe(step);
  });

  it.each([
    ['two steps old', T - 35, T + 10],
    ['two steps ahead', T + 65, T + 5],
  ])('refuses a code %s', (_name, codeTime, now) => {
    expect(totpTimeStep(secret, codeAt(codeTime), at(now))).toBeUndefined();
  });

  it.each(['', '12345', '1234567', 'abcdef', '12 34 5'])('refuses the malformed code %j', (code) => {
    expect(totpTimeStep(secret, code, at(T))).toBeUndefined();
  });

  it('accepts a code typed with a space in the middle', () => {
    const code = codeAt(T);
    expect(totpTimeStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, at(T))).toBe(60_000_000);
  });

  it("refuses another secret's code", () => {
    expect(totpTimeStep(newTotpSecret(), codeAt(T), at(T))).toBeUndefined();
  });
});
