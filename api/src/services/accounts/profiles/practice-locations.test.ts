import { FieldErrors } from '../../../lib/field-errors';
import { MAX_OTHER_LOCATIONS, MISSING_LOCATION_NAME, REPEATED_PROVIDER_NUMBER, checkOtherLocations } from './practice-locations';
import type { PracticeLocation } from './profile.types';

const INVALID = 'That is not a valid Medicare provider number. Check the 8 characters, e.g. 4024742F.';

function check(input: PracticeLocation[] | undefined, main = '2547611Y') {
  const errors = new FieldErrors();
  const locations = checkOtherLocations(input, main, errors);
  let fields: Record<string, string> = {};
  try {
    errors.throwIfAny();
  } catch (problem) {
    fields = (problem as { fields: Record<string, string> }).fields;
  }
  return { locations, fields };
}

describe('checkOtherLocations', () => {
  it.each<[string, PracticeLocation[], PracticeLocation[]]>([
    ['none', [], []],
    ['one, tidied and normalised', [{ practiceName: '  Bay   Clinic ', providerNumber: ' 254761 2j ' }], [{ practiceName: 'Bay Clinic', providerNumber: '2547612J' }]],
    [
      'two at different locations',
      [
        { practiceName: 'Bay Clinic', providerNumber: '2547612J' },
        { practiceName: 'Hill Surgery', providerNumber: '254761AA' },
      ],
      [
        { practiceName: 'Bay Clinic', providerNumber: '2547612J' },
        { practiceName: 'Hill Surgery', providerNumber: '254761AA' },
      ],
    ],
  ])('accepts %s', (_, input, expected) => {
    expect(check(input)).toEqual({ locations: expected, fields: {} });
  });

  it.each<[string, PracticeLocation[], Record<string, string>]>([
    ['a wrong check character', [{ practiceName: 'Bay Clinic', providerNumber: '2547612K' }], { 'otherLocations.0.providerNumber': INVALID }],
    ['a missing provider number', [{ practiceName: 'Bay Clinic', providerNumber: ' ' }], { 'otherLocations.0.providerNumber': 'Enter your Medicare provider number.' }],
    ['a missing practice name', [{ practiceName: '  ', providerNumber: '2547612J' }], { 'otherLocations.0.practiceName': MISSING_LOCATION_NAME }],
    ['a too long practice name', [{ practiceName: 'x'.repeat(201), providerNumber: '2547612J' }], { 'otherLocations.0.practiceName': 'The practice name must be at most 200 characters.' }],
    ['the main location’s number again', [{ practiceName: 'Bay Clinic', providerNumber: '2547611y' }], { 'otherLocations.0.providerNumber': REPEATED_PROVIDER_NUMBER }],
    [
      'the same number twice, naming the second row',
      [
        { practiceName: 'Bay Clinic', providerNumber: '2547612J' },
        { practiceName: 'Hill Surgery', providerNumber: '2547612j' },
      ],
      { 'otherLocations.1.providerNumber': REPEATED_PROVIDER_NUMBER },
    ],
  ])('refuses %s, naming the row and field', (_, input, fields) => {
    expect(check(input).fields).toEqual(fields);
  });

  it('leaves the list alone when it is not sent', () => {
    expect(check(undefined)).toEqual({ locations: undefined, fields: {} });
  });

  it(`refuses more than ${MAX_OTHER_LOCATIONS}`, () => {
    const many = Array.from({ length: MAX_OTHER_LOCATIONS + 1 }, () => ({ practiceName: 'Clinic', providerNumber: '2547612J' }));
    expect(check(many).fields).toEqual({ otherLocations: `List at most ${MAX_OTHER_LOCATIONS} other practice locations.` });
  });
});
