import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('jane.citizen@example.com')).toBe('j***@example.com');
    expect(maskEmail('a@b.com')).toBe('a***@b.com');
  });
  it('hides everything when there is no local part', () => {
    expect(maskEmail('@example.com')).toBe('***');
    expect(maskEmail('nonsense')).toBe('***');
  });
});
