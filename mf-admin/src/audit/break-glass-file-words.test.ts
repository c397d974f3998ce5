import { kindWords, sharedWithWords, sizeWords, typeWords, uploaderWords } from './break-glass-file-words';

describe('the words of a break-glass file list', () => {
  it.each([
    ['Private', 'A psychologist’s private file'],
    ['GPReferral', 'GP referral'],
    ['SeventhSessionGPReferral', '7th-session GP referral'],
    ['MentalHealthCarePlan', 'Mental health care plan'],
    ['SomethingNew', 'SomethingNew'],
  ])('names the kind %s "%s"', (kind, words) => {
    expect(kindWords(kind)).toBe(words);
  });

  it.each([
    [10, '1 kB'],
    [1536, '2 kB'],
    [1024 * 1024 - 1, '1024 kB'],
    [1024 * 1024, '1.0 MB'],
    [5.25 * 1024 * 1024, '5.3 MB'],
  ])('gives %i bytes as %s', (bytes, words) => {
    expect(sizeWords(bytes)).toBe(words);
  });

  it('names the sniffed types and the uploader kinds, keeping unknown ones as stored', () => {
    expect(['application/pdf', 'image/jpeg', 'image/png', 'text/plain'].map(typeWords)).toEqual(['PDF', 'JPEG', 'PNG', 'text/plain']);
    expect(['client', 'psychologist', 'gp', 'administrator', 'robot'].map(uploaderWords)).toEqual(['client', 'psychologist', 'GP', 'administrator', 'robot']);
  });

  it.each([
    ['the client and their psychologists', [{ userId: 'c1', userType: 'client' as const, name: 'Alex Client' }, { userId: 'p1', userType: 'psychologist' as const, name: 'Sam Ng' }], 'Alex Client (client), Sam Ng'],
    ['one psychologist (a private file)', [{ userId: 'p1', userType: 'psychologist' as const, name: 'Sam Ng' }], 'Sam Ng'],
    ['no one', [], 'No one'],
  ])('says who can read it: %s', (_, sharedWith, words) => {
    expect(sharedWithWords({ sharedWith })).toBe(words);
  });
});
