/**
 * Statements a client accepts before booking (/patient-acknowledgements?referrer=…): general ones
 * (referrerName null) and partner-specific ones (health-fund data sharing, workers compensation).
 */

import { findReferrer } from './referrers';

export interface PatientAcknowledgement {
  patientAcknowledgementId: number;
  /** Partner code (see referrers.ts); null = asked of everyone. */
  referrerName: string | null;
  text: string;
}

const healthFundDataSharing = (fund: string): string =>
  `I consent to Harbour confirming my eligibility with ${fund} and sharing the dates and attendance ` +
  `of my sessions with ${fund} so that my sessions can be paid for under this program. My case ` +
  `notes and what I discuss with my psychologist are not shared with ${fund}.`;

const workersCompSharing =
  'I understand that, because my sessions are funded under a workers compensation claim, my ' +
  'psychologist will send treatment plans and progress reports to the insurer managing my claim, ' +
  'as the workers compensation law of my state or territory requires.';

export const patientAcknowledgements: readonly PatientAcknowledgement[] = [
  {
    patientAcknowledgementId: 1,
    referrerName: null,
    text:
      'I understand that Harbour is not an emergency or crisis service. If I am in immediate danger ' +
      'I will call 000 or go to my nearest hospital emergency department, and for crisis support ' +
      'I can call Lifeline on 13 11 14, 24 hours a day.',
  },
  {
    patientAcknowledgementId: 2,
    referrerName: null,
    text:
      'I consent to receiving psychology sessions by video (telehealth). I will join from a private ' +
      'place with a reliable internet connection and a device with a camera and microphone, and ' +
      'I will tell my psychologist where I am at the start of each session.',
  },
  {
    patientAcknowledgementId: 3,
    referrerName: null,
    text:
      'I have read and accept the fees and the cancellation and rescheduling policy, including that ' +
      'my saved card is charged after each session and that a session cancelled or rescheduled ' +
      'late, or missed, may incur a cancellation fee.',
  },
  {
    patientAcknowledgementId: 4,
    referrerName: null,
    text:
      'I understand that to receive a Medicare rebate I need a current referral or Mental Health ' +
      'Treatment Plan from my GP, and that a session without a valid referral is charged at the ' +
      'private fee with no rebate.',
  },
  {
    patientAcknowledgementId: 5,
    referrerName: null,
    text:
      'I understand that what I share with my psychologist is confidential, except where there is a ' +
      'serious risk to my safety or someone else’s, where a child may be at risk of harm, or where ' +
      'the law requires it (for example a court order).',
  },
  {
    patientAcknowledgementId: 6,
    referrerName: null,
    text:
      'I consent to Harbour collecting and storing my health information as described in its privacy ' +
      'policy, under the Privacy Act 1988 (Cth) and the Australian Privacy Principles.',
  },
  { patientAcknowledgementId: 101, referrerName: 'hcf', text: healthFundDataSharing('HCF') },
  { patientAcknowledgementId: 102, referrerName: 'hcf-healthyminds', text: healthFundDataSharing('HCF') },
  {
    patientAcknowledgementId: 103,
    referrerName: 'hcf-employees',
    text:
      'I understand that my employer is not told that I use this program or what I discuss with my ' +
      'psychologist; only de-identified numbers of sessions used are reported.',
  },
  { patientAcknowledgementId: 104, referrerName: 'nib', text: healthFundDataSharing('nib') },
  { patientAcknowledgementId: 105, referrerName: 'nib-welcome', text: healthFundDataSharing('nib') },
  { patientAcknowledgementId: 106, referrerName: 'nib-standard', text: healthFundDataSharing('nib') },
  { patientAcknowledgementId: 107, referrerName: 'nib-corporate', text: healthFundDataSharing('nib') },
  { patientAcknowledgementId: 108, referrerName: 'aspen-medical-origin-wcc', text: workersCompSharing },
  { patientAcknowledgementId: 109, referrerName: 'aspen-medical-origin-pc', text: workersCompSharing },
];

/**
 * The general acknowledgements plus those of the given partner (by name, any case, or id); only
 * the general ones for no or an unknown referrer.
 */
export function acknowledgementsFor(referrerName?: string | null): PatientAcknowledgement[] {
  const partner = findReferrer(referrerName)?.name;
  return patientAcknowledgements.filter((a) => a.referrerName === null || a.referrerName === partner);
}
