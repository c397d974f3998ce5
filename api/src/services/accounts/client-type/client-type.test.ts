import { therapyTypes } from '../../reference-data/user-taxonomies/data/therapy-types';
import { clientTypeOf, THERAPY_TYPE_OF, type ClientTypeFacts } from './client-type';

const TODAY = '2026-11-20';

describe('clientTypeOf: Individual, Teenager or Couples', () => {
  it.each<[string, Partial<ClientTypeFacts>, string]>([
    ['an adult without a partner', { dateOfBirth: '1990-04-23' }, 'Individual'],
    ['no date of birth on file', {}, 'Individual'],
    ['an adult with a confirmed partner', { dateOfBirth: '1990-04-23', hasPartner: true }, 'Couples'],
    ['15 (16 tomorrow)', { dateOfBirth: '2010-11-21' }, 'Teenager'],
    ['16 today', { dateOfBirth: '2010-11-20' }, 'Individual'],
    ['12', { dateOfBirth: '2014-01-01' }, 'Teenager'],
    ['under 16 with a partner is still a teenager', { dateOfBirth: '2012-01-01', hasPartner: true }, 'Teenager'],
    ['17 with a partner', { dateOfBirth: '2009-06-01', hasPartner: true }, 'Couples'],
    ['a date of birth that is not a date reads as none', { dateOfBirth: '2012-02-30' }, 'Individual'],
  ])('%s → %s', (_, facts, expected) => expect(clientTypeOf({ today: TODAY, hasPartner: false, ...facts })).toBe(expected));

  it('names the therapy type of the same name', () => {
    for (const [name, id] of Object.entries(THERAPY_TYPE_OF)) expect(therapyTypes.find((t) => t.therapyTypeId === id)?.name).toBe(name);
  });
});
