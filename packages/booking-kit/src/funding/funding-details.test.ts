import { EMPTY_FUNDING_DETAILS, fundingDetailsFor, fundingProblems, referralRequest, type FundingValues } from './funding-details';

const TODAY = '2026-11-23';
const v = (over: Partial<FundingValues> = {}): FundingValues => ({ ...EMPTY_FUNDING_DETAILS, ...over });
const medicare = { medicareCardNumber: '2123 45670 1', medicareReference: '1' };
const referral = { referrerName: 'Dr Jo Gp', issuedOn: '2026-11-20' };

describe('funding details checked in the page', () => {
  it.each<[string, Parameters<typeof fundingProblems>[0], Partial<FundingValues>, boolean, string[]]>([
    ['Private needs nothing', 'Private', {}, true, []],
    ['Medicare: a wrong check digit and a missing reference', 'Medicare', { medicareCardNumber: '2123 45671 1' }, false, ['medicareCardNumber', 'medicareReference']],
    ['Medicare with a referral on file', 'Medicare', medicare, false, []],
    ['Medicare without one: the referral is asked', 'Medicare', medicare, true, ['referrerName', 'issuedOn']],
    ['a referral dated in the future', 'Medicare', { ...medicare, ...referral, issuedOn: '2026-11-24' }, true, ['issuedOn']],
    ['a GP provider number that is not one', 'BulkBilled', { ...medicare, ...referral, referrerProviderNumber: '4024742A' }, true, ['referrerProviderNumber']],
    ['a good referral', 'BulkBilled', { ...medicare, ...referral, referrerProviderNumber: '4024742F' }, true, []],
    ['NDIS plan-managed without a plan manager', 'NDIS', { ndisParticipantNumber: '431234567' }, false, ['ndisFunderName']],
    ['NDIS number not starting 43', 'NDIS', { ndisManagement: 'self', ndisParticipantNumber: '531234567' }, false, ['ndisParticipantNumber']],
    ['NDIS self-managed', 'NDIS', { ndisManagement: 'self', ndisParticipantNumber: '431 234 567' }, false, []],
    ['DVA without a file number', 'DVA', {}, false, ['dvaFileNumber']],
    ['DVA with a referral dated today', 'DVA', { dvaFileNumber: 'NX123456', dvaReferralIssuedOn: TODAY }, false, []],
    ['DVA with a referral dated in the future', 'DVA', { dvaFileNumber: 'NX123456', dvaReferralIssuedOn: '2026-11-24' }, false, ['dvaReferralIssuedOn']],
    ['workers comp without claim or insurer', 'WorkersComp', { workersCompClaimNumber: ' ' }, false, ['workersCompClaimNumber', 'workersCompInsurer']],
    ...(['0', '101', '2.5', 'ten'] as const).map((approved): [string, 'WorkersComp', Partial<FundingValues>, boolean, string[]] => [
      `workers comp with ${approved} approved sessions`,
      'WorkersComp',
      { workersCompClaimNumber: 'WC-1', workersCompInsurer: 'icare', workersCompApprovedSessions: approved },
      false,
      ['workersCompApprovedSessions'],
    ]),
    ['workers comp with 10 approved sessions', 'WorkersComp', { workersCompClaimNumber: 'WC-1', workersCompInsurer: 'icare', workersCompApprovedSessions: ' 10 ' }, false, []],
  ])('%s', (_name, route, values, needsReferral, fields) => {
    expect(Object.keys(fundingProblems(route, v(values), needsReferral, TODAY)).sort()).toEqual([...fields].sort());
  });

  it.each<[Parameters<typeof fundingDetailsFor>[0], Partial<FundingValues>, unknown]>([
    ['Private', {}, undefined],
    ['Medicare', medicare, undefined],
    ['NDIS', { ndisParticipantNumber: '431 234 567', ndisFunderName: ' Plan Partners ', ndisFunderEmail: '' }, { ndisManagement: 'plan', ndisParticipantNumber: '431234567', ndisFunderName: 'Plan Partners' }],
    ['NDIS', { ndisManagement: 'self', ndisParticipantNumber: '431234567', ndisFunderName: 'ignored' }, { ndisManagement: 'self', ndisParticipantNumber: '431234567' }],
    ['DVA', { dvaCardType: 'White', dvaFileNumber: ' NX123456 ' }, { dvaCardType: 'White', dvaFileNumber: 'NX123456' }],
    ['DVA', { dvaFileNumber: 'NX123456', dvaReferralIssuedOn: '2026-03-01' }, { dvaCardType: 'Gold', dvaFileNumber: 'NX123456', dvaReferralIssuedOn: '2026-03-01' }],
    ['WorkersComp', { workersCompClaimNumber: 'WC-1', workersCompInsurer: 'icare' }, { workersCompClaimNumber: 'WC-1', workersCompInsurer: 'icare' }],
    ['WorkersComp', { workersCompClaimNumber: 'WC-1', workersCompInsurer: 'icare', workersCompApprovedSessions: '8' }, { workersCompClaimNumber: 'WC-1', workersCompInsurer: 'icare', workersCompApprovedSessions: 8 }],
  ])('sends %s details as the API reads them', (route, values, expected) => {
    expect(fundingDetailsFor(route, v(values))).toEqual(expected);
  });

  it('sends the referral with the provider number as the API keeps it, and without one when blank', () => {
    expect(referralRequest(v({ ...referral, referrerProviderNumber: ' 4024742f ' }))).toEqual({ ...referral, referrerProviderNumber: '4024742F' });
    expect(referralRequest(v(referral))).toEqual(referral);
  });
});
