import {
  INVALID_MEDICARE_CARD_NUMBER,
  INVALID_MEDICARE_REFERENCE_NUMBER,
  INVALID_PROVIDER_NUMBER,
  isValidMedicareCardNumber,
  isValidMedicareReferenceNumber,
  isValidProviderNumber,
} from '@harbour/identifiers';
import type { FundingDetails, FundingRouteName } from '@harbour/sdk/payments';

/** The funding form's fields: all kept as typed (a route change or a lost hold keeps them). */
export const EMPTY_FUNDING_DETAILS = {
  medicareCardNumber: '',
  medicareReference: '',
  referrerName: '',
  referrerProviderNumber: '',
  issuedOn: '',
  ndisManagement: 'plan',
  ndisParticipantNumber: '',
  ndisFunderName: '',
  ndisFunderEmail: '',
  dvaCardType: 'Gold',
  dvaFileNumber: '',
  dvaReferralIssuedOn: '',
  workersCompClaimNumber: '',
  workersCompInsurer: '',
  workersCompApprovedSessions: '',
};
export type FundingValues = typeof EMPTY_FUNDING_DETAILS;

export const usesMedicare = (route: FundingRouteName) => route === 'Medicare' || route === 'BulkBilled';

/**
 * Problems the page finds before asking the API (which checks them again): the Medicare card's
 * check digit (domain.md), the referral when none is on file, each funder's required details.
 */
export function fundingProblems(route: FundingRouteName, v: FundingValues, needsReferral: boolean, today: string): Record<string, string> {
  const p: Record<string, string> = {};
  if (usesMedicare(route)) {
    if (!isValidMedicareCardNumber(v.medicareCardNumber)) p.medicareCardNumber = INVALID_MEDICARE_CARD_NUMBER;
    if (!isValidMedicareReferenceNumber(v.medicareReference)) p.medicareReference = INVALID_MEDICARE_REFERENCE_NUMBER;
    if (needsReferral) {
      if (!v.referrerName.trim()) p.referrerName = 'Enter the name of the GP who referred you.';
      if (v.referrerProviderNumber.trim() && !isValidProviderNumber(v.referrerProviderNumber)) p.referrerProviderNumber = INVALID_PROVIDER_NUMBER;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v.issuedOn)) p.issuedOn = 'Enter the date on the referral.';
      else if (v.issuedOn > today) p.issuedOn = 'The date on the referral cannot be in the future.';
    }
  }
  if (route === 'NDIS') {
    if (!/^43\d{7}$/.test(v.ndisParticipantNumber.replace(/\s/g, ''))) p.ndisParticipantNumber = 'Enter your 9-digit NDIS number (it starts with 43).';
    if (v.ndisManagement === 'plan' && !v.ndisFunderName.trim()) p.ndisFunderName = 'Enter your plan manager’s name.';
  }
  if (route === 'DVA') {
    if (!v.dvaFileNumber.trim()) p.dvaFileNumber = 'Enter the file number on your DVA card.';
    if (v.dvaReferralIssuedOn && !/^\d{4}-\d{2}-\d{2}$/.test(v.dvaReferralIssuedOn)) p.dvaReferralIssuedOn = 'Enter the date on your DVA referral.';
    else if (v.dvaReferralIssuedOn > today) p.dvaReferralIssuedOn = 'The date on the referral cannot be in the future.';
  }
  if (route === 'WorkersComp') {
    if (!v.workersCompClaimNumber.trim()) p.workersCompClaimNumber = 'Enter your claim number.';
    if (!v.workersCompInsurer.trim()) p.workersCompInsurer = 'Enter the insurer named on your claim.';
    const approved = v.workersCompApprovedSessions.trim();
    if (approved && !(/^\d+$/.test(approved) && Number(approved) >= 1 && Number(approved) <= 100)) {
      p.workersCompApprovedSessions = 'Enter the number of sessions your insurer approved (1 to 100).';
    }
  }
  return p;
}

/** The details the API prices the route with (Medicare's referral is saved on its own; its card stays in the page). */
export function fundingDetailsFor(route: FundingRouteName, v: FundingValues): FundingDetails | undefined {
  if (route === 'NDIS')
    return {
      ndisManagement: v.ndisManagement as FundingDetails['ndisManagement'],
      ndisParticipantNumber: v.ndisParticipantNumber.replace(/\s/g, ''),
      ...(v.ndisManagement === 'plan' && { ndisFunderName: v.ndisFunderName.trim(), ...(v.ndisFunderEmail.trim() && { ndisFunderEmail: v.ndisFunderEmail.trim() }) }),
    };
  if (route === 'DVA')
    return {
      dvaCardType: v.dvaCardType as FundingDetails['dvaCardType'],
      dvaFileNumber: v.dvaFileNumber.trim(),
      // Without it the API starts the referral's 12 sessions at the first DVA-funded one.
      ...(v.dvaReferralIssuedOn && { dvaReferralIssuedOn: v.dvaReferralIssuedOn }),
    };
  if (route === 'WorkersComp')
    return {
      workersCompClaimNumber: v.workersCompClaimNumber.trim(),
      workersCompInsurer: v.workersCompInsurer.trim(),
      // Without it the session is funded with a warning that sessions past the approval are not covered.
      ...(v.workersCompApprovedSessions.trim() && { workersCompApprovedSessions: Number(v.workersCompApprovedSessions.trim()) }),
    };
  return undefined;
}

/** The referral to save, provider number in the form the API keeps. */
export const referralRequest = (v: FundingValues) => ({
  referrerName: v.referrerName.trim(),
  issuedOn: v.issuedOn,
  ...(v.referrerProviderNumber.trim() && { referrerProviderNumber: v.referrerProviderNumber.replace(/\s+/g, '').toUpperCase() }),
});
