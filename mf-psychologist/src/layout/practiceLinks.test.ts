import { currentSection } from './practiceLinks';

describe('the current practice section', () => {
  it.each([
    ['/psychologists/account', '/psychologists/account'],
    ['/psychologists/account/', '/psychologists/account'],
    ['/psychologists/account/patients', '/psychologists/account/patients'],
    ['/psychologists/account/patient/abc', '/psychologists/account/patients'],
    ['/psychologists/account/sessions/upcoming', '/psychologists/account/sessions'],
    ['/psychologists/account/case-notes', '/psychologists/account/case-notes'],
    ['/psychologists/signup', undefined],
  ])('%s → %s', (path, expected) => {
    expect(currentSection(path)).toBe(expected);
  });
});
