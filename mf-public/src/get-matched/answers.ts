import type { FundingOption, MatchPsychologistsRequest, PracticeRegion, PsychologistGender, TimeOfDay } from '@harbour/sdk/directory';
import { filtersToParams, type DirectoryFilters } from '../directory/filters';

/** What the questionnaire has gathered so far; kept while the person moves back and forth. */
export interface MatchAnswers {
  therapyTypeId?: number;
  specialisationIds: number[];
  funding?: FundingOption;
  languageId?: number;
  gender?: PsychologistGender;
  timesOfDay: TimeOfDay[];
  state?: PracticeRegion;
}

export const EMPTY_ANSWERS: MatchAnswers = { specialisationIds: [], timesOfDay: [] };
export const MAX_CONCERNS = 5;
export const STEP_TITLES = ['Who are the sessions for?', 'What would you like help with?', 'How would you like to pay?', 'Anything else that matters to you?'] as const;

/** Why a step cannot be left yet, or undefined. */
export function stepProblem(step: number, answers: MatchAnswers): string | undefined {
  if (step === 0 && answers.therapyTypeId === undefined) return 'Choose who the sessions are for.';
  if (step === 1 && answers.specialisationIds.length === 0) return 'Choose at least one thing you would like help with.';
  if (step === 1 && answers.specialisationIds.length > MAX_CONCERNS) return `Choose at most ${MAX_CONCERNS}.`;
  return undefined;
}

export function toMatchRequest(answers: MatchAnswers, viewerTimeZone: string, referrerId?: string): MatchPsychologistsRequest {
  return Object.fromEntries(
    Object.entries({
      therapyTypeId: answers.therapyTypeId,
      specialisationIds: answers.specialisationIds,
      funding: answers.funding,
      languageId: answers.languageId,
      gender: answers.gender,
      timesOfDay: answers.timesOfDay.length ? answers.timesOfDay : undefined,
      state: answers.state,
      viewerTimeZone,
      referrerId,
    }).filter(([, v]) => v !== undefined),
  ) as unknown as MatchPsychologistsRequest;
}

/** "See more": the directory filtered by the main answers (one value per filter, as the directory's URL holds). */
export function seeMorePath(answers: MatchAnswers): string {
  const filters: DirectoryFilters = {
    concern: answers.specialisationIds[0],
    clientType: answers.therapyTypeId,
    funding: answers.funding,
    language: answers.languageId,
    time: answers.timesOfDay.length === 1 ? answers.timesOfDay[0] : undefined,
  };
  const query = filtersToParams(Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined))).toString();
  return `/find-a-psychologist${query ? `?${query}` : ''}`;
}
