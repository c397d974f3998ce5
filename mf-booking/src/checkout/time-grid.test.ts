import type { AvailableSlot, DirectoryCard } from '@harbour/sdk/directory';
import { daysWithTimes, directoryReads, shownPsychologists, filtersFromParams, filtersTheDirectory, paramsWithFilters, rowsForDay, timeOfDayRange, topSpecialties, type PsychologistTimes } from './time-grid';

const slot = (startsAt: string, localDate: string, timeLabel = '9:00 am'): AvailableSlot => ({ startsAt, localDate, dateLabel: `Label of ${localDate}`, timeLabel, displayTimeLabel: timeLabel, zoneAbbreviation: 'AWST', utcOffset: '+08:00' });
const card = (psychologistId: string, firstName: string, specialisations: string[] = []): DirectoryCard => ({
  psychologistId,
  slug: firstName.toLowerCase(),
  firstName,
  lastName: 'Lee',
  psychologistType: 'Psychologist',
  avatar: { initials: `${firstName[0]}L`, background: '#000', foreground: '#fff', alt: `Initials of ${firstName} Lee` },
  specialisations: specialisations.map((name, id) => ({ id, name })),
  languages: [],
  clientTypes: [],
  fundingAccepted: ['Medicare'],
  fees: [],
  standardFeeCents: 22000,
  outOfPocketHint: '',
  state: 'WA',
  timeZone: 'Australia/Perth',
  isAvailableForNewClients: true,
  nextAvailable: null,
});

const psychologists: PsychologistTimes[] = [
  { psychologistId: 'b', timeZone: 'Australia/Perth', firstName: 'Bo', lastName: 'Ng', slots: [slot('2026-11-24T02:00:00Z', '2026-11-24'), slot('2026-11-23T03:00:00Z', '2026-11-23')] },
  { psychologistId: 'a', timeZone: 'Australia/Sydney', firstName: 'Al', lastName: 'Ray', slots: [slot('2026-11-24T01:00:00Z', '2026-11-24')] },
  { psychologistId: 'c', timeZone: 'Australia/Darwin', slots: [slot('2026-11-24T01:00:00Z', '2026-11-24')] },
];

describe('the times grid across psychologists', () => {
  it('lists the days with times, soonest first, labelled by the API', () => {
    expect(daysWithTimes(psychologists)).toEqual([
      { localDate: '2026-11-23', dateLabel: 'Label of 2026-11-23' },
      { localDate: '2026-11-24', dateLabel: 'Label of 2026-11-24' },
    ]);
  });

  it('shows who has times on the day, soonest first, with the directory’s card when there is one', () => {
    const cards = new Map([['a', card('a', 'Alice', ['Anxiety', 'Sleep', 'Grief', 'Stress'])]]);
    const rows = rowsForDay('2026-11-24', psychologists, cards, false);
    expect(rows.map((r) => [r.psychologistId, r.name, r.slots.length, !!r.card])).toEqual([
      ['c', 'A Harbour psychologist', 1, false], // the same start as Alice: by name
      ['a', 'Alice Lee', 1, true],
      ['b', 'Bo Ng', 1, false],
    ]);
    expect(topSpecialties(rows[1].card)).toEqual(['Anxiety', 'Sleep', 'Grief']);
    expect(topSpecialties(undefined)).toEqual([]);
  });

  it('with a specialty or gender filter, only those the directory returned for it, and only their days', () => {
    const cards = new Map([['b', card('b', 'Bo')]]);
    expect(shownPsychologists(psychologists, cards, true).map((p) => p.psychologistId)).toEqual(['b']);
    expect(shownPsychologists(psychologists, cards, false)).toHaveLength(3);
    expect(daysWithTimes(shownPsychologists([psychologists[1]], cards, true))).toEqual([]);
    expect(rowsForDay('2026-11-24', psychologists, cards, true).map((r) => r.psychologistId)).toEqual(['b']);
    expect(rowsForDay(undefined, psychologists, cards, true)).toEqual([]);
  });

  it.each<[string, string, object, boolean, object | undefined]>([
    ['nothing', '', {}, false, undefined],
    ['everything', 'specialisation=4&gender=Female&time=evening', { specialisationId: 4, gender: 'Female', timeOfDay: 'evening' }, true, { start: '17:00', end: '22:00' }],
    ['time of day only', 'time=morning', { timeOfDay: 'morning' }, false, { start: '06:00', end: '12:00' }],
    ['nonsense', 'specialisation=-1&gender=Robot&time=noon', {}, false, undefined],
  ])('reads filters from the address: %s', (_name, query, filters, directory, range) => {
    const parsed = filtersFromParams(new URLSearchParams(query));
    expect(parsed).toEqual(filters);
    expect(filtersTheDirectory(parsed)).toBe(directory);
    expect(timeOfDayRange(parsed)).toEqual(range);
  });

  it('writes filters to the address beside the booking, and removes cleared ones', () => {
    const next = paramsWithFilters(new URLSearchParams('psychologistId=p&gender=Male&time=morning'), { specialisationId: 3, timeOfDay: 'evening' });
    expect(Object.fromEntries(next)).toEqual({ psychologistId: 'p', specialisation: '3', time: 'evening' });
  });

  const page = (page: number, filters: object = {}) => ({ ...filters, newClientsOnly: true, viewerTimeZone: 'Australia/Perth', sort: 'soonest' as const, page, pageSize: 50 });
  it.each<[string, Parameters<typeof directoryReads>, ReturnType<typeof directoryReads>]>([
    ['everyone: the first two pages of 50 taking new clients, soonest first', [{}, 'Australia/Perth'], { first: page(1), second: page(2) }],
    [
      'filtered by specialty and gender (time of day is the availability search’s)',
      [{ specialisationId: 3, gender: 'Male', timeOfDay: 'evening' }, 'Australia/Perth'],
      { first: page(1, { specialisationIds: [3], gender: 'Male' }), second: page(2, { specialisationIds: [3], gender: 'Male' }) },
    ],
    ['one named psychologist: their card alone, one read', [{ gender: 'Male' }, 'Australia/Perth', 'p-7'], { first: { psychologistIds: ['p-7'], newClientsOnly: true, pageSize: 1 } }],
  ])('asks the directory for %s', (_name, args, expected) => {
    expect(directoryReads(...args)).toEqual(expected);
  });
});
