import { HttpProblem } from '../../http/problem';
import { checkGpDetails, searchPrefixesOf } from './gp-details';
import type { CreateGpRequest } from './gp-record.types';

const valid: CreateGpRequest = {
  providerNumber: '2547611y',
  firstName: 'Ann',
  lastName: 'Ngata',
  practiceName: 'Bondi Road Medical',
  address: { line1: '1 Bondi Rd', suburb: 'Bondi', state: 'NSW', postcode: '2026' },
};

const fieldsOf = (body: CreateGpRequest) => {
  try {
    checkGpDetails(body);
    return {};
  } catch (error) {
    return (error as HttpProblem & { fields: Record<string, string> }).fields;
  }
};

describe('checkGpDetails', () => {
  it('keeps a valid GP, provider number normalised', () => {
    expect(checkGpDetails({ ...valid, providerNumber: '254 7611y' })).toMatchObject({ providerNumber: '2547611Y', practiceName: 'Bondi Road Medical' });
  });

  it.each([
    ['a wrong check character', { providerNumber: '2547611X' }, 'providerNumber', 'That is not a valid Medicare provider number. Check the 8 characters, e.g. 4024742F.'],
    ['no provider number', { providerNumber: '' }, 'providerNumber', 'Enter your Medicare provider number.'],
    ['a blank name', { lastName: '  ' }, 'lastName', 'Required.'],
    ['a state that is not Australian', { address: { ...valid.address, state: 'NZ' } }, 'address.state', 'One of NSW, VIC, QLD, SA, WA, TAS, ACT, NT.'],
    ['a 3-digit postcode', { address: { ...valid.address, postcode: '200' } }, 'address.postcode', 'An Australian postcode is 4 digits.'],
    ['letters in the fax', { fax: 'fax me' }, 'fax', 'Digits, spaces, +, ( ) and - only.'],
    ['a secure email without a domain', { secureEmail: 'ann@' }, 'secureEmail', 'Not an email address.'],
  ])('refuses %s, naming the field', (_, change, field, message) => {
    expect(fieldsOf({ ...valid, ...change } as CreateGpRequest)).toEqual({ [field]: message });
  });
});

describe('searchPrefixesOf', () => {
  it.each([
    [['Ann'], ['an', 'ann']],
    [['Ngāta'], ['ng', 'nga', 'ngat', 'ngata']],
    [['St Kilda'], ['ki', 'kil', 'kild', 'kilda', 'st']],
    [['A'], []],
  ])('%j → %j', (texts, prefixes) => {
    expect(searchPrefixesOf(texts)).toEqual(prefixes);
  });
});
