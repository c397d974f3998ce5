import { FieldErrors } from '../../../lib/field-errors';
import { checkIds, checkReferrer, checkViewerZone } from './check-filters';
import { directoryNextAvailable, directorySnapshot, timesOfDayFor } from './directory-cache';
import { taxonomyNames, toCard } from './directory-cards';
import type { MatchPsychologistsRequest, PsychologistMatches } from './directory.types';
import { rankMatches, type MatchAnswers, type MatchContext } from './match-scoring';

/** POST /users/psychologists/match: the get-matched answers → 3–5 ranked psychologists with reasons. */
export async function matchPsychologists(input: MatchPsychologistsRequest, now = new Date()): Promise<PsychologistMatches> {
  const names = await taxonomyNames();
  const errors = new FieldErrors();
  const specialisationIds = checkIds('specialisationIds', input.specialisationIds, names.specialisations, errors);
  if (input.therapyTypeId !== undefined) checkIds('therapyTypeId', [input.therapyTypeId], names.therapyTypes, errors);
  if (input.languageId !== undefined) checkIds('languageId', [input.languageId], names.languages, errors);
  const viewerZone = checkViewerZone('viewerTimeZone', input.viewerTimeZone, errors);
  const partnerReferrerId = await checkReferrer('referrerId', input.referrerId, errors);
  errors.throwIfAny();

  const answers: MatchAnswers = {
    therapyTypeId: input.therapyTypeId,
    specialisations: specialisationIds.map((id) => ({ id, name: names.specialisations.get(id)! })),
    funding: input.funding,
    language: input.languageId !== undefined ? { id: input.languageId, name: names.languages.get(input.languageId)! } : undefined,
    gender: input.gender,
    timesOfDay: [...new Set(input.timesOfDay ?? [])],
    state: input.state,
    partnerReferrerId,
  };
  const snapshot = await directorySnapshot();
  const next = await directoryNextAvailable(snapshot, now);
  const ctx: MatchContext = { now, nextAvailable: (id) => next.get(id) ?? null, timesOfDay: timesOfDayFor(snapshot, viewerZone, now) };
  return {
    matches: rankMatches(snapshot.entries, answers, ctx).map((match) => ({
      psychologist: toCard(match.entry, names, ctx.nextAvailable(match.entry.listing._id)),
      score: match.score,
      reasons: match.reasons,
    })),
  };
}
