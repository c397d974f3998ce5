import {
  checkVerificationCode,
  codeProblemMessage,
  CODE_TTL_MS,
  hashVerificationCode,
  issueVerificationCode,
  MAX_WRONG_CODES,
  newVerificationCode,
  secondsUntilResend,
} from './verification-code';

const now = new Date('2026-03-01T10:00:00Z');

describe('verification codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(newVerificationCode()).toMatch(/^\d{6}$/);
  });

  it('keep only a hash bound to their owner', () => {
    const { code, state } = issueVerificationCode('owner-1', now);
    expect(state.codeHash).not.toContain(code);
    expect(state.codeHash).toBe(hashVerificationCode('owner-1', code));
    expect(hashVerificationCode('owner-2', code)).not.toBe(state.codeHash);
    expect(state).toMatchObject({ wrongCodes: 0, codeSentAt: now, codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS) });
  });

  it('are valid for 30 minutes, then expired', () => {
    const { code, state } = issueVerificationCode('owner', now);
    expect(checkVerificationCode('owner', state, code, new Date(now.getTime() + CODE_TTL_MS - 1))).toBe('valid');
    expect(checkVerificationCode('owner', state, code, new Date(now.getTime() + CODE_TTL_MS))).toBe('expired');
  });

  it('refuse everything after five wrong tries, even the right code', () => {
    const { code, state } = issueVerificationCode('owner', now);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(checkVerificationCode('owner', state, wrong, now)).toBe('wrong');
    expect(checkVerificationCode('owner', { ...state, wrongCodes: MAX_WRONG_CODES }, code, now)).toBe('too-many-wrong');
    expect(checkVerificationCode('owner', { wrongCodes: 0 }, code, now)).toBe('not-sent');
  });

  it('can be replaced once a minute', () => {
    expect(secondsUntilResend({ codeSentAt: now }, new Date(now.getTime() + 1_000))).toBe(59);
    expect(secondsUntilResend({ codeSentAt: now }, new Date(now.getTime() + 60_000))).toBe(0);
    expect(secondsUntilResend({}, now)).toBe(0);
  });

  it('explain what went wrong', () => {
    expect(codeProblemMessage('wrong', 1)).toBe('The verification code is incorrect. 4 tries left.');
    expect(codeProblemMessage('wrong', 4)).toBe('The verification code is incorrect. 1 try left.');
    expect(codeProblemMessage('wrong', 5)).toMatch(/request a new code/);
    expect(codeProblemMessage('expired')).toBe('This code has expired. Request a new code.');
    expect(codeProblemMessage('too-many-wrong')).toBe('Too many incorrect codes. Request a new code.');
  });
});
