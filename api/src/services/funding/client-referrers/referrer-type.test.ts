import { isOfReferrerType, parseReferrerType } from './referrer-type';

describe('referrer types', () => {
  it.each<[string, string | undefined]>([
    ['Partner', 'Partner'],
    ['partner', 'Partner'],
    ['workerscomp', 'WorkersComp'],
    ['Partnership', 'Partnership'],
    ['NDIS', 'NDIS'],
    ['Private', undefined],
    ['', undefined],
    ['Partner2', undefined],
  ])('%j reads as %s', (value, type) => expect(parseReferrerType(value)).toBe(type));

  it.each<[Parameters<typeof isOfReferrerType>[0], Parameters<typeof isOfReferrerType>[1], boolean]>([
    ['Partner', undefined, true],
    ['Partner', 'WorkersComp', true],
    ['Partnership', 'Partnership', true],
    ['Partnership', undefined, false],
    ['WorkersComp', 'Partnership', false],
  ])('%s asked, partner funding %s → %s', (type, fundingType, expected) => expect(isOfReferrerType(type, fundingType)).toBe(expected));
});
