import { invalidField } from '../../../http/validation';
import { checkEmailAddress, emailProblemMessage } from '../../../security/email-address';
import type { FundingDetails, FundingRouteName } from './funding-route.types';

const NDIS_NUMBER = /^43\d{7}$/;
const DVA_FILE_NUMBER = /^[A-Z]{1,3}\d{1,7}[A-Z]?$/;

const blank = (value: string | undefined) => !value || !value.trim();
const isDate = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** The details each route needs (422 naming the first missing or malformed field). */
export function validateFunding(route: FundingRouteName, funding: FundingDetails): void {
  if (route === 'NDIS') {
    if (!funding.ndisManagement) throw invalidField('funding.ndisManagement', 'Say how your NDIS plan is managed: plan, self or agency.');
    if (!NDIS_NUMBER.test((funding.ndisParticipantNumber ?? '').replace(/\s/g, ''))) {
      throw invalidField('funding.ndisParticipantNumber', 'An NDIS participant number is 9 digits starting with 43.');
    }
    if (funding.ndisManagement === 'plan' && blank(funding.ndisFunderName)) throw invalidField('funding.ndisFunderName', "Your plan manager's name is required.");
    const funderEmail = blank(funding.ndisFunderEmail) ? undefined : checkEmailAddress(funding.ndisFunderEmail);
    if (funderEmail?.problem) throw invalidField('funding.ndisFunderEmail', emailProblemMessage(funderEmail.problem));
  }
  if (route === 'DVA') {
    if (!funding.dvaCardType) throw invalidField('funding.dvaCardType', 'Choose your DVA card: Gold, White or Orange.');
    if (!DVA_FILE_NUMBER.test((funding.dvaFileNumber ?? '').replace(/\s/g, '').toUpperCase())) {
      throw invalidField('funding.dvaFileNumber', 'Enter the file number on your DVA card, e.g. NX123456.');
    }
    if (funding.dvaReferralIssuedOn !== undefined && !isDate(funding.dvaReferralIssuedOn)) {
      throw invalidField('funding.dvaReferralIssuedOn', 'Enter the date on your DVA referral (YYYY-MM-DD).');
    }
  }
  if (route === 'WorkersComp') {
    if (blank(funding.workersCompClaimNumber) || funding.workersCompClaimNumber!.length > 40) {
      throw invalidField('funding.workersCompClaimNumber', 'Enter your claim number (up to 40 characters).');
    }
    if (blank(funding.workersCompInsurer) || funding.workersCompInsurer!.length > 100) {
      throw invalidField('funding.workersCompInsurer', 'Enter the insurer named on your claim.');
    }
    const approved = funding.workersCompApprovedSessions;
    if (approved !== undefined && (!Number.isInteger(approved) || approved < 1 || approved > 100)) {
      throw invalidField('funding.workersCompApprovedSessions', 'Enter the number of sessions your insurer approved (1 to 100).');
    }
  }
}
