import type { DirectoryEntry } from './directory-entry';
import type { FundingOption, PracticeRegion, PsychologistGender, TimeOfDay } from './directory.types';

/** The questionnaire's answers, checked (ids known), with names for the reasons. */
export interface MatchAnswers {
  therapyTypeId?: number;
  specialisations: { id: number; name: string }[];
  funding?: FundingOption;
  language?: { id: number; name: string };
  gender?: PsychologistGender;
  timesOfDay: TimeOfDay[];
  state?: PracticeRegion;
  partnerReferrerId?: string;
}

export interface MatchContext {
  now: Date;
  nextAvailable(psychologistId: string): Date | null;
  timesOfDay(entry: DirectoryEntry): ReadonlySet<TimeOfDay>;
}

export interface ScoredMatch {
  entry: DirectoryEntry;
  score: number;
  reasons: string[];
}

/** Points per reason: what a person asked for most weighs most. Kept here so the table tests read them. */
export const MATCH_POINTS = {
  specialisation: 30,
  /** Extra when it is among their first three (their main areas). */
  mainSpecialisation: 10,
  language: 20,
  gender: 10,
  timeOfDay: 10,
  state: 5,
  availableWithin3Days: 10,
  availableWithin7Days: 5,
} as const;

const FUNDING_WORDS: Record<FundingOption, string> = {
  Medicare: 'Medicare rebates',
  BulkBilled: 'bulk billing',
  NDIS: 'NDIS',
  DVA: 'DVA',
  WorkersComp: 'workers compensation',
  Partnership: 'your partner programme',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Who can be suggested at all: taking new clients, seeing this kind of client, accepting the
 * funding, and in the partner's programme when the person came through a partner.
 */
export function isEligible(entry: DirectoryEntry, answers: MatchAnswers): boolean {
  const { listing } = entry;
  if (!entry.isAvailableForNewClients) return false;
  if (answers.therapyTypeId !== undefined && !listing.therapyTypeIds.includes(answers.therapyTypeId)) return false;
  if (answers.funding && !listing.fundingAccepted.includes(answers.funding)) return false;
  if (answers.partnerReferrerId && !listing.partnerReferrerIds.includes(answers.partnerReferrerId)) return false;
  return true;
}

/** The score and the reasons behind it, strongest first. Pure: the same answers give the same result. */
export function scoreMatch(entry: DirectoryEntry, answers: MatchAnswers, ctx: MatchContext): ScoredMatch {
  const { listing } = entry;
  const reasons: { points: number; text: string }[] = [];
  for (const specialisation of answers.specialisations) {
    const at = listing.specialisationIds.indexOf(specialisation.id);
    if (at < 0) continue;
    const main = at < 3;
    reasons.push({
      points: MATCH_POINTS.specialisation + (main ? MATCH_POINTS.mainSpecialisation : 0),
      text: main ? `${specialisation.name} is one of their main areas` : `Works with ${specialisation.name.toLowerCase()}`,
    });
  }
  if (answers.language && listing.languageIds.includes(answers.language.id)) {
    reasons.push({ points: MATCH_POINTS.language, text: `Offers sessions in ${answers.language.name}` });
  }
  if (answers.gender && listing.gender === answers.gender) {
    reasons.push({ points: MATCH_POINTS.gender, text: `${answers.gender === 'Non-binary' ? 'Non-binary' : answers.gender}, as you preferred` });
  }
  if (answers.timesOfDay.length) {
    const covered = ctx.timesOfDay(entry);
    const times = answers.timesOfDay.filter((time) => covered.has(time));
    if (times.length) reasons.push({ points: MATCH_POINTS.timeOfDay, text: `Has ${times.join(' and ')} times on your clock` });
  }
  if (answers.state && listing.state === answers.state) {
    reasons.push({ points: MATCH_POINTS.state, text: answers.state === 'NZ' ? 'Based in New Zealand' : `Based in ${answers.state}` });
  }
  const next = ctx.nextAvailable(listing._id);
  if (next) {
    const wait = next.getTime() - ctx.now.getTime();
    if (wait <= 3 * DAY_MS) reasons.push({ points: MATCH_POINTS.availableWithin3Days, text: 'Available within 3 days' });
    else if (wait <= 7 * DAY_MS) reasons.push({ points: MATCH_POINTS.availableWithin7Days, text: 'Available within a week' });
  }
  // Funding and client type are requirements (isEligible), so they earn no points, but people
  // want to see them confirmed.
  const confirmations: string[] = [];
  if (answers.funding) confirmations.push(`Accepts ${FUNDING_WORDS[answers.funding]}`);
  reasons.sort((a, b) => b.points - a.points);
  return {
    entry,
    score: reasons.reduce((sum, reason) => sum + reason.points, 0),
    reasons: [...reasons.map((reason) => reason.text), ...confirmations],
  };
}

export const MAX_MATCHES = 5;
export const MIN_MATCHES = 3;

/**
 * Ranks the eligible psychologists: those who work with at least one of the person's concerns
 * first; if fewer than three do, the best of the rest fill up to three, so nobody leaves with
 * nothing. At most five. Ties go to the sooner available, then by slug (stable).
 */
export function rankMatches(entries: readonly DirectoryEntry[], answers: MatchAnswers, ctx: MatchContext): ScoredMatch[] {
  const wanted = new Set(answers.specialisations.map((s) => s.id));
  const at = (m: ScoredMatch) => ctx.nextAvailable(m.entry.listing._id)?.getTime() ?? Number.POSITIVE_INFINITY;
  const scored = entries
    .filter((entry) => isEligible(entry, answers))
    .map((entry) => scoreMatch(entry, answers, ctx))
    .sort((a, b) => b.score - a.score || at(a) - at(b) || a.entry.listing.slug.localeCompare(b.entry.listing.slug));
  const concernMatches = scored.filter((m) => m.entry.listing.specialisationIds.some((id) => wanted.has(id)));
  if (concernMatches.length >= MIN_MATCHES) return concernMatches.slice(0, MAX_MATCHES);
  const rest = scored.filter((m) => !concernMatches.includes(m));
  return [...concernMatches, ...rest.slice(0, MIN_MATCHES - concernMatches.length)];
}
