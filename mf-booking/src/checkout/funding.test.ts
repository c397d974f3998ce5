import type { PatientPaymentType } from '@harbour/sdk/payments';
import { heldRoute, initialFundingRoute, listedRoute, UNDECIDED } from './funding';

const account = (over: Partial<PatientPaymentType> = {}): PatientPaymentType => ({ paymentType: 'Private', hasPaymentMethod: false, hasCurrentMedicareReferral: false, ...over });

describe('the funding route prices are shown under', () => {
  it.each<[string, string | undefined, PatientPaymentType | undefined, string | undefined]>([
    ['the client’s own choice', 'NDIS', account({ hasCurrentMedicareReferral: true }), 'NDIS'],
    ['"not sure yet" even when the account has a referral', UNDECIDED, account({ hasCurrentMedicareReferral: true }), undefined],
    ['a partner programme member', undefined, account({ paymentType: 'Partnership', partnerName: 'HCF' }), 'Partnership'],
    ['a referral on file', undefined, account({ hasCurrentMedicareReferral: true }), 'Medicare'],
    ['a client with neither', undefined, account(), undefined],
    ['a visitor', undefined, undefined, undefined],
    ['nonsense in the address', 'Barter', undefined, undefined],
  ])('%s', (_name, chosen, paymentType, expected) => {
    expect(initialFundingRoute(chosen, paymentType)).toBe(expected);
  });

  it.each([
    [undefined, 'Private', 'Medicare'],
    ['Private', 'Private', 'Private'],
    ['Medicare', 'Medicare', 'Medicare'],
    ['BulkBilled', 'BulkBilled', 'BulkBilled'],
    ['Partnership', 'Partnership', 'Partnership'],
    ['NDIS', 'Private', 'Private'],
    ['DVA', 'Private', 'Private'],
    ['WorkersComp', 'Private', 'Private'],
  ] as const)('%s is held as %s and listed as %s', (route, held, listed) => {
    expect(heldRoute(route)).toBe(held);
    expect(listedRoute(route)).toBe(listed);
  });
});
