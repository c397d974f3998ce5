import { patientLabels } from './PatientSelect';

describe('patient labels in the patient choice', () => {
  it.each([
    ['a unique name is the name alone', [{ patientId: 'a', firstName: 'Robin', lastName: 'Lee', dateOfBirth: '1990-01-02' }], { a: 'Robin Lee' }],
    [
      'namesakes carry their date of birth',
      [
        { patientId: 'a', firstName: 'Robin', lastName: 'Lee', dateOfBirth: '1961-03-04' },
        { patientId: 'b', firstName: 'Robin', lastName: 'Lee', dateOfBirth: '1999-12-31' },
        { patientId: 'c', firstName: 'Zoe', lastName: 'Abel' },
      ],
      { a: 'Robin Lee (born 4 March 1961)', b: 'Robin Lee (born 31 December 1999)', c: 'Zoe Abel' },
    ],
    [
      'a namesake without a date of birth says so',
      [
        { patientId: 'a', firstName: 'Robin', lastName: 'Lee' },
        { patientId: 'b', firstName: 'Robin', lastName: 'Lee', dateOfBirth: '1999-12-31' },
      ],
      { a: 'Robin Lee (no date of birth on file)', b: 'Robin Lee (born 31 December 1999)' },
    ],
  ])('%s', (_name, patients, expected) => {
    expect(Object.fromEntries(patientLabels(patients))).toEqual(expected);
  });
});
