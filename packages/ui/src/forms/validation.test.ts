import { PASSWORD_RULE, codeProblem, collectProblems, emailProblem, passwordProblem, phoneProblem, postcodeProblem, requiredProblem } from './validation';

describe('form validation', () => {
  it('asks for required text, ignoring white space', () => {
    expect(requiredProblem('  ', 'Enter your first name.')).toBe('Enter your first name.');
    expect(requiredProblem('Ada', 'Enter your first name.')).toBeUndefined();
  });

  it('checks emails, passwords and codes', () => {
    expect(emailProblem('')).toBe('Enter your email address.');
    expect(emailProblem('ada@example')).toBe('Enter an email address like name@example.com.');
    expect(emailProblem(' ada@example.com ')).toBeUndefined();
    expect(passwordProblem('')).toBe('Choose a password.');
    expect(passwordProblem('short1')).toBe('Your password needs at least 10 characters, with a letter and a number or symbol.');
    expect(passwordProblem('lettersonly')).toBe(`Your password needs ${PASSWORD_RULE.charAt(0).toLowerCase()}${PASSWORD_RULE.slice(1)}`);
    expect(passwordProblem('correct horse 1')).toBeUndefined();
    expect(codeProblem('123 456')).toBeUndefined();
    expect(codeProblem('12345')).toBe('Enter the 6-digit code from the email.');
  });

  it('takes an optional phone and a postcode required or not', () => {
    expect(phoneProblem('')).toBeUndefined();
    expect(phoneProblem('+61 (4) 1234-5678')).toBeUndefined();
    expect(phoneProblem('12 34')).toBe('Enter a phone number like 0412 345 678.');
    expect(postcodeProblem('', false)).toBeUndefined();
    expect(postcodeProblem('', true)).toBe('Enter your postcode.');
    expect(postcodeProblem('20000', false)).toBe('Enter a 4-digit postcode.');
  });

  it('keeps only the problems that exist', () => {
    expect(collectProblems({ email: 'Enter your email address.', phone: undefined })).toEqual({ email: 'Enter your email address.' });
  });
});
