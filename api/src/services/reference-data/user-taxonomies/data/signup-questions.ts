/**
 * Questions asked at sign-up (/signup-questions?referrer=…): general ones asked of everyone
 * (referrerName null) and a partner's extra sign-up fields (spec §9: hcf asks for member number
 * and member number reference, hcf-employees for an employee ID), which mirror the referrers'
 * signupFields.
 */

import { findReferrer } from './referrers';

export type SignupQuestionType = 'text' | 'select' | 'boolean';

export interface SignupQuestion {
  signupQuestionId: number;
  /** Partner code (see referrers.ts); null = asked of everyone. */
  referrerName: string | null;
  text: string;
  /** Field name in the sign-up payload. */
  fieldName: string;
  type: SignupQuestionType;
  required: boolean;
  options?: string[];
}

export const signupQuestions: readonly SignupQuestion[] = [
  {
    signupQuestionId: 1,
    referrerName: null,
    text: 'How did you hear about us?',
    fieldName: 'heardAboutUs',
    type: 'select',
    required: false,
    options: [
      'Google or another search engine',
      'Social media',
      'My GP or another health professional',
      'Friend or family member',
      'My health fund',
      'My employer or EAP',
      'News article, podcast or radio',
      'Other',
    ],
  },
  {
    signupQuestionId: 2,
    referrerName: null,
    text: 'Do you have a current referral or Mental Health Treatment Plan from your GP?',
    fieldName: 'hasGpReferral',
    type: 'select',
    required: false,
    options: ['Yes', 'No', 'Not sure'],
  },
  {
    signupQuestionId: 3,
    referrerName: null,
    text: 'Are you signing up on behalf of a young person in your care?',
    fieldName: 'signingUpForYoungPerson',
    type: 'boolean',
    required: false,
  },
  {
    signupQuestionId: 4,
    referrerName: null,
    text: 'Do you hold a DVA Veteran Card (Gold or White)?',
    fieldName: 'hasDvaCard',
    type: 'boolean',
    required: false,
  },
  {
    signupQuestionId: 5,
    referrerName: null,
    text: 'Are you an NDIS participant with psychology funded in your plan?',
    fieldName: 'isNdisParticipant',
    type: 'boolean',
    required: false,
  },
  {
    signupQuestionId: 101,
    referrerName: 'hcf',
    text: 'Member number',
    fieldName: 'memberNumber',
    type: 'text',
    required: true,
  },
  {
    signupQuestionId: 102,
    referrerName: 'hcf',
    text: 'Member number reference',
    fieldName: 'memberNumberReference',
    type: 'text',
    required: true,
  },
  {
    signupQuestionId: 103,
    referrerName: 'hcf-employees',
    text: 'Employee ID',
    fieldName: 'employeeId',
    type: 'text',
    required: true,
  },
];

/**
 * The general questions plus those of the given partner (by name, any case, or id); only the
 * general ones for no or an unknown referrer.
 */
export function signupQuestionsFor(referrerName?: string | null): SignupQuestion[] {
  const partner = findReferrer(referrerName)?.name;
  return signupQuestions.filter((q) => q.referrerName === null || q.referrerName === partner);
}
