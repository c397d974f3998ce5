import { clinicalRecordsRetainedUntil, practitionerRecordsRetainedUntil } from './records-retention';

describe('clinicalRecordsRetainedUntil', () => {
  it.each([
    ['an adult: 7 years after the last session', '2026-11-23', '1990-04-23', '2033-11-23'],
    ['no date of birth given: 7 years', '2026-11-23', undefined, '2033-11-23'],
    ['a 15-year-old: until 25, later than 7 years', '2026-11-23', '2011-01-10', '2036-01-10'],
    ['a 19-year-old: 7 years is later than 25', '2026-11-23', '2007-06-01', '2033-11-23'],
    ['a 29 February last session', '2024-02-29', '1980-01-01', '2031-03-01'],
  ])('%s', (_name, lastService, dateOfBirth, until) => {
    expect(clinicalRecordsRetainedUntil(lastService, dateOfBirth)).toBe(until);
  });
});

describe('practitionerRecordsRetainedUntil', () => {
  it.each([
    ['7 years after the last session or referral', '2026-11-23', '2033-11-23'],
    ['a 29 February last service: 1 March, never earlier', '2024-02-29', '2031-03-01'],
    ['the last day of a year', '2026-12-31', '2033-12-31'],
  ])('%s', (_name, lastService, until) => {
    expect(practitionerRecordsRetainedUntil(lastService)).toBe(until);
  });
});
