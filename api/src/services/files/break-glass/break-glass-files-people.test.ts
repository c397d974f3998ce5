import { practitionersConcerned, readersOfFile, type FileFacts } from './break-glass-files-people';

const byClient = (kind: FileFacts['kind']): FileFacts => ({ kind, uploadedBy: 'c1', uploadedByType: 'client' });
const byGp: FileFacts = { kind: 'GPReferral', uploadedBy: 'g1', uploadedByType: 'gp' };
const samsPrivate: FileFacts = { kind: 'Private', psychologistId: 'p-sam', uploadedBy: 'p-sam', uploadedByType: 'psychologist' };
const CARE = ['p-sam', 'p-kim'];

describe('who can read a file', () => {
  it.each([
    ['a care plan the client uploaded: the client and every psychologist with a session', byClient('MentalHealthCarePlan'), CARE, [
      { userId: 'c1', userType: 'client' },
      { userId: 'p-sam', userType: 'psychologist' },
      { userId: 'p-kim', userType: 'psychologist' },
    ]],
    ['a GP referral of a client without sessions: the client alone', byGp, [], [{ userId: 'c1', userType: 'client' }]],
    ['a private file: its psychologist only, whoever else treats the client', samsPrivate, CARE, [{ userId: 'p-sam', userType: 'psychologist' }]],
    ['a private file without its psychologist (a bad record): no one', { ...samsPrivate, psychologistId: undefined }, CARE, []],
  ])('%s', (_, file, care, readers) => {
    expect(readersOfFile(file, 'c1', care)).toEqual(readers);
  });
});

describe('the practitioners a break-glass read of files concerns', () => {
  it.each([
    ['no files: no one, even with psychologists', [], CARE, []],
    ['a client’s care plan: every psychologist with a session', [byClient('MentalHealthCarePlan')], CARE, [
      { userId: 'p-sam', userType: 'psychologist' },
      { userId: 'p-kim', userType: 'psychologist' },
    ]],
    ['a GP referral: the psychologists and the GP who uploaded it', [byGp], ['p-sam'], [
      { userId: 'p-sam', userType: 'psychologist' },
      { userId: 'g1', userType: 'gp' },
    ]],
    ['Sam’s private file only: Sam, never Kim, who cannot see it', [samsPrivate], CARE, [{ userId: 'p-sam', userType: 'psychologist' }]],
    ['each practitioner once across files', [samsPrivate, byGp, byGp, byClient('GPReferral')], CARE, [
      { userId: 'p-sam', userType: 'psychologist' },
      { userId: 'p-kim', userType: 'psychologist' },
      { userId: 'g1', userType: 'gp' },
    ]],
    ['a file an administrator uploaded: only its readers', [{ ...byGp, uploadedBy: 'a1', uploadedByType: 'administrator' }], ['p-kim'], [{ userId: 'p-kim', userType: 'psychologist' }]],
  ])('%s', (_, files, care, concerned) => {
    expect(practitionersConcerned(files as FileFacts[], 'c1', care)).toEqual(concerned);
  });
});
