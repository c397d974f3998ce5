import { FieldErrors } from '../../../lib/field-errors';
import { answerCache } from './list-answer-cache';
import { checkIds, checkPsychologistIds, checkReferrer, checkViewerZone } from './check-filters';
import { directoryNextAvailable, directorySnapshot, timesOfDayFor } from './directory-cache';
import { taxonomyNames, toCard } from './directory-cards';
import { matchesFilter, pageOf, sortEntries, type DirectoryFilter, type QueryContext } from './directory-query';
import type { ListPsychologistsRequest, PsychologistPage } from './directory.types';
import { queryWords } from './search-tokens';
import { checkCountry, visitorCountryId } from './visitor-country';

export const DEFAULT_PAGE_SIZE = 12;

const answers = answerCache<PsychologistPage>();

/** POST /users/psychologists/list: filters, sort and page over the visible directory. */
export async function listPsychologists(input: ListPsychologistsRequest, now = new Date()): Promise<PsychologistPage> {
  const names = await taxonomyNames();
  const snapshot = await directorySnapshot();
  const next = await directoryNextAvailable(snapshot, now);
  const key = JSON.stringify(input);
  const inputs = { snapshot, nextAvailable: next, names };
  const known = answers.get(key, inputs);
  if (known) return known;
  const errors = new FieldErrors();
  const filter: DirectoryFilter = {
    words: queryWords(input.q ?? ''),
    specialisationIds: checkIds('specialisationIds', input.specialisationIds, names.specialisations, errors),
    therapyTypeIds: checkIds('therapyTypeIds', input.therapyTypeIds, names.therapyTypes, errors),
    languageIds: checkIds('languageIds', input.languageIds, names.languages, errors),
    funding: [...new Set(input.funding ?? [])],
    psychologistTypes: [...new Set(input.psychologistTypes ?? [])],
    states: [...new Set(input.states ?? [])],
    gender: input.gender,
    availableWithinDays: input.availableWithinDays,
    timesOfDay: [...new Set(input.timesOfDay ?? [])],
    newClientsOnly: input.newClientsOnly ?? false,
    psychologistIds: checkPsychologistIds('psychologistIds', input.psychologistIds, errors),
  };
  const viewerZone = checkViewerZone('viewerTimeZone', input.viewerTimeZone, errors);
  const viewerCountryId = checkCountry('viewerCountryId', input.viewerCountryId, errors);
  filter.partnerReferrerId = await checkReferrer('referrerId', input.referrerId, errors);
  errors.throwIfAny();

  const ctx: QueryContext = {
    now,
    nextAvailable: (id) => next.get(id) ?? null,
    timesOfDay: timesOfDayFor(snapshot, viewerZone, now),
    visitorCountryId: visitorCountryId(viewerCountryId, viewerZone),
  };
  const matching = snapshot.entries.filter((entry) => matchesFilter(entry, filter, ctx));
  const sorted = sortEntries(matching, input.sort ?? 'best-match', filter, ctx);
  const page = pageOf(sorted, input.page ?? 1, input.pageSize ?? DEFAULT_PAGE_SIZE);
  const answer: PsychologistPage = {
    psychologists: page.items.map((entry) => toCard(entry, names, ctx.nextAvailable(entry.listing._id))),
    total: page.total,
    page: page.page,
    pageSize: page.pageSize,
    pageCount: page.pageCount,
  };
  answers.set(key, inputs, answer);
  return answer;
}
