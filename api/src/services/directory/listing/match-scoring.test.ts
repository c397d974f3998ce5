import type { TimeOfDay } from './directory.types';
import { isEligible, MATCH_POINTS, rankMatches, scoreMatch, type MatchAnswers, type MatchContext } from './match-scoring';
import { testEntry } from './test-entries';

const now = new Date('2026-06-10T00:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
const next: Record<string, Date | null> = { anna: inDays(1), ben: inDays(6), cleo: inDays(20), dev: null };
const hours: Record<string, TimeOfDay[]> = { anna: ['morning'], ben: ['evening'], cleo: ['evening'], dev: [] };
const ctx: MatchContext = { now, nextAvailable: (id) => next[id] ?? null, timesOfDay: (e) => new Set(hours[e.listing._id]) };

const anxiety = { id: 1, name: 'Anxiety' };
const grief = { id: 5, name: 'Grief and loss' };
const answers = (more: Partial<MatchAnswers>): MatchAnswers => ({ specialisations: [anxiety], timesOfDay: [], ...more });

const anna = testEntry('anna', { specialisationIds: [1, 2], languageIds: [1, 2], gender: 'Female', state: 'NSW' });
const ben = testEntry('ben', { specialisationIds: [2, 3, 4, 1], fundingAccepted: ['Medicare', 'NDIS'], state: 'WA', gender: 'Male' });
const cleo = testEntry('cleo', { specialisationIds: [5], therapyTypeIds: [2], partnerReferrerIds: ['p1'] });
const dev = testEntry('dev', { specialisationIds: [1] }, { isAvailableForNewClients: false });

describe('eligibility', () => {
  it.each<[string, Partial<MatchAnswers>, string[]]>([
    ['not taking new clients is never suggested', {}, ['anna', 'ben', 'cleo']],
    ['funding is required', { funding: 'NDIS' }, ['ben']],
    ['client type is required', { therapyTypeId: 2 }, ['cleo']],
    ['a partner’s clients see only its programme', { partnerReferrerId: 'p1' }, ['cleo']],
  ])('%s', (_name, more, expected) => {
    expect([anna, ben, cleo, dev].filter((e) => isEligible(e, answers(more))).map((e) => e.listing._id)).toEqual(expected);
  });
});

describe('scores and reasons', () => {
  it.each<[string, typeof anna, Partial<MatchAnswers>, number, string[]]>([
    ['a main area, available soon', anna, {}, MATCH_POINTS.specialisation + MATCH_POINTS.mainSpecialisation + MATCH_POINTS.availableWithin3Days, ['Anxiety is one of their main areas', 'Available within 3 days']],
    ['not a main area, within a week', ben, {}, MATCH_POINTS.specialisation + MATCH_POINTS.availableWithin7Days, ['Works with anxiety', 'Available within a week']],
    [
      'language, gender, time and state',
      anna,
      { language: { id: 2, name: 'Mandarin' }, gender: 'Female', timesOfDay: ['morning', 'evening'], state: 'NSW' },
      MATCH_POINTS.specialisation + MATCH_POINTS.mainSpecialisation + MATCH_POINTS.language + MATCH_POINTS.gender + MATCH_POINTS.timeOfDay + MATCH_POINTS.state + MATCH_POINTS.availableWithin3Days,
      ['Anxiety is one of their main areas', 'Offers sessions in Mandarin', 'Female, as you preferred', 'Has morning times on your clock', 'Available within 3 days', 'Based in NSW'],
    ],
    ['funding is confirmed, without points', ben, { funding: 'NDIS' }, MATCH_POINTS.specialisation + MATCH_POINTS.availableWithin7Days, ['Works with anxiety', 'Available within a week', 'Accepts NDIS']],
    ['nothing in common', cleo, {}, 0, []],
  ])('%s', (_name, entry, more, score, reasons) => {
    expect(scoreMatch(entry, answers(more), ctx)).toMatchObject({ score, reasons });
  });
});

describe('ranking', () => {
  const many = Array.from({ length: 8 }, (_, i) => testEntry(`p${i}`, { specialisationIds: i < 6 ? [1] : [9] }));
  it('returns at most five who share a concern, best first', () => {
    const ranked = rankMatches([anna, ben, ...many], answers({}), ctx);
    expect(ranked).toHaveLength(5);
    // anna: main area + soon (50); p0–p5: main area (40); ben: not a main area + this week (35).
    expect(ranked.map((m) => m.entry.listing._id)).toEqual(['anna', 'p0', 'p1', 'p2', 'p3']);
    expect(ranked.every((m) => m.entry.listing.specialisationIds.includes(1))).toBe(true);
  });

  it('fills up to three with the best of the rest when fewer share a concern', () => {
    const ranked = rankMatches([anna, cleo, ...many.slice(6)], answers({ specialisations: [grief] }), ctx);
    expect(ranked.map((m) => m.entry.listing._id)).toEqual(['cleo', 'anna', 'p6']);
  });

  it('is the same for the same answers', () => {
    expect(rankMatches([ben, anna, cleo], answers({}), ctx)).toEqual(rankMatches([cleo, anna, ben], answers({}), ctx));
  });
});
