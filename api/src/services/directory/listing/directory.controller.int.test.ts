import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { demoDirectory, seedDemoDirectory, type DemoPsychologist } from '../../../seed/demo-directory';
import { AccountModel } from '../../identity/accounts/account.model';
import { AvailabilityModel } from '../../availability/availability.model';
import { forgetCachedSlotsInput } from '../../availability/slots-input-cache';
import { createUserWithProfile, type NewUser } from '../../accounts/profiles/new-user';
import { directoryNextAvailable, directorySnapshot, invalidateDirectory } from './directory-cache';
import { DirectoryEventModel } from './directory-event.model';
import type { DirectoryCard, ListPsychologistsRequest, PsychologistPage } from './directory.types';
import { listPsychologists } from './list-psychologists';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);

const people = demoDirectory();
const visible = people.filter((p) => p.isApproved && !p.listing.isHidden);
const ids: Record<string, string> = {};

beforeAll(async () => {
  await seedDemoDirectory(people);
  for (const account of await AccountModel.find({ userType: 'psychologist' }, { _id: 1, email: 1 }).lean()) ids[account.email] = account._id;
  invalidateDirectory();
}, 120_000);

const list = async (body: ListPsychologistsRequest): Promise<PsychologistPage> => (await api().post('/api/users/psychologists/list').send(body).expect(200)).body;
const allOf = async (body: ListPsychologistsRequest): Promise<DirectoryCard[]> => (await list({ ...body, pageSize: 50 })).psychologists.concat(
  body.page ? [] : (await list({ ...body, pageSize: 50, page: 2 })).psychologists,
);
const idOf = (p: DemoPsychologist) => ids[p.email];
const hiddenIds = () => [idOf(people.find((p) => p.lastName === 'Unapproved')!), idOf(people.find((p) => p.lastName === 'Hidden')!)];

describe('POST /users/psychologists/list: every filter against the seed', () => {
  it.each<[string, ListPsychologistsRequest, (p: DemoPsychologist) => boolean]>([
    ['no filter', {}, () => true],
    ['specialisation', { specialisationIds: [4] }, (p) => p.listing.specialisationIds.includes(4)],
    ['client type', { therapyTypeIds: [2] }, (p) => p.listing.therapyTypeIds.includes(2)],
    ['funding', { funding: ['BulkBilled'] }, (p) => p.listing.fundingAccepted.includes('BulkBilled')],
    ['language', { languageIds: [2] }, (p) => p.listing.languageIds.includes(2)],
    ['psychologist type', { psychologistTypes: ['General psychologist'] }, (p) => p.listing.psychologistType === 'General psychologist'],
    ['state', { states: ['NT', 'NZ'] }, (p) => p.listing.state === 'NT' || p.listing.state === 'NZ'],
    ['gender', { gender: 'Non-binary' }, (p) => p.listing.gender === 'Non-binary'],
    ['new clients only', { newClientsOnly: true }, (p) => p.isAvailableForNewClients],
    ['partner programme by code', { referrerId: 'aspen-medical-origin-wcc' }, (p) => (p.listing.partnerReferrerIds ?? []).includes('6aca6441-32e7-4288-a7da-69cd95bf832d')],
    ['free text', { q: 'Mandarin anx' }, (p) => p.listing.languageIds.includes(2) && p.listing.specialisationIds.some((id) => [1, 27].includes(id))],
    ['combined', { specialisationIds: [1], funding: ['Medicare'], languageIds: [1] }, (p) => p.listing.specialisationIds.includes(1) && p.listing.fundingAccepted.includes('Medicare')],
  ])('%s', async (_name, body, expected) => {
    const want = visible.filter(expected).map(idOf).sort();
    const got = await allOf(body);
    expect(want.length).toBeGreaterThan(0);
    expect(got.map((p) => p.psychologistId).sort()).toEqual(want);
  });

  it('only the psychologists named: one card for the one a booking names, never a hidden or unapproved one', async () => {
    const [first, second] = visible.map(idOf);
    const one = await list({ psychologistIds: [first] });
    expect(one.psychologists.map((p) => p.psychologistId)).toEqual([first]);
    expect(one).toMatchObject({ total: 1, pageCount: 1 });
    const named = await list({ psychologistIds: [second, first, ...hiddenIds(), 'not-a-psychologist'], pageSize: 50 });
    expect(named.psychologists.map((p) => p.psychologistId).sort()).toEqual([first, second].sort());
  });

  it('available within N days and time of day on the viewer’s clock agree with next available', async () => {
    const soon = await allOf({ availableWithinDays: 3 });
    expect(soon.length).toBeGreaterThan(0);
    for (const card of soon) expect(new Date(card.nextAvailable!).getTime()).toBeLessThanOrEqual(Date.now() + 3 * 86_400_000 + 60_000);
    const evening = await allOf({ timesOfDay: ['evening'], viewerTimeZone: 'Australia/Perth' });
    const eveningSydney = await allOf({ timesOfDay: ['evening'], viewerTimeZone: 'Australia/Sydney' });
    expect(evening.length).toBeGreaterThan(0);
    // East-coast afternoons are Perth mornings/afternoons, and Perth evenings are late east-coast evenings:
    // the same filter gives different people in different zones.
    expect(evening.map((c) => c.psychologistId).sort()).not.toEqual(eveningSydney.map((c) => c.psychologistId).sort());
  });

  it('pins the clock: next available and “within a day” follow the slot engine for a viewer in Perth, Adelaide and Sydney', async () => {
    // Wednesday 10 June 2026, 00:00 UTC (10 am in Sydney). Rules: 12 hours' notice.
    const now = new Date('2026-06-10T00:00:00Z');
    const request: ListPsychologistsRequest = { states: ['WA'], sort: 'soonest', pageSize: 50 };
    for (const viewerTimeZone of ['Australia/Perth', 'Australia/Adelaide', 'Australia/Sydney']) {
      const page = await listPsychologists({ ...request, viewerTimeZone }, now);
      const first = page.psychologists[0];
      expect(first.nextAvailable).not.toBeNull();
      expect(new Date(first.nextAvailable!).getTime()).toBeGreaterThanOrEqual(now.getTime() + 12 * 3_600_000);
      // The instant is the same whoever looks; only how it is shown differs (mf-public format-time tests).
      expect(first.nextAvailable).toBe((await listPsychologists({ ...request, viewerTimeZone: 'Australia/Sydney' }, now)).psychologists[0].nextAvailable);
    }
  });
});

describe('sorts and paging', () => {
  it('soonest: next available ascending, nobody-free last', async () => {
    const cards = await allOf({ sort: 'soonest' });
    const times = cards.map((c) => (c.nextAvailable ? Date.parse(c.nextAvailable) : Number.POSITIVE_INFINITY));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it.each([
    ['fee-low', 1],
    ['fee-high', -1],
  ] as const)('%s orders by the 50-minute fee', async (sort, direction) => {
    const fees = (await allOf({ sort })).map((c) => c.standardFeeCents);
    expect(fees).toEqual([...fees].sort((a, b) => direction * (a - b)));
  });

  describe('the visitor’s country first (best match)', () => {
    const countryOrder = (cards: DirectoryCard[]) => cards.map((c) => (c.state === 'NZ' ? 'NZL' : 'AUS'));
    /** The list is one country's psychologists, then the other's. */
    const firstThen = (first: string, order: string[]) => {
      const switchAt = order.findIndex((country) => country !== first);
      expect(order[0]).toBe(first);
      expect(switchAt).toBeGreaterThan(0);
      expect(order.slice(switchAt).every((country) => country !== first)).toBe(true);
    };

    it('an Australian visitor (by browser zone) sees every Australian psychologist before any New Zealand one', async () => {
      const order = countryOrder(await allOf({ viewerTimeZone: 'Australia/Perth' }));
      expect(order).toContain('NZL');
      firstThen('AUS', order);
      // The default zone (none sent) is Sydney: Australian first too.
      firstThen('AUS', countryOrder(await allOf({})));
    });

    it('a New Zealand visitor (by browser zone) sees New Zealand psychologists first', async () => {
      firstThen('NZL', countryOrder(await allOf({ viewerTimeZone: 'Pacific/Auckland' })));
    });

    it('a signed-in visitor’s profile country outranks their browser zone', async () => {
      firstThen('NZL', countryOrder(await allOf({ viewerTimeZone: 'Australia/Sydney', viewerCountryId: 'NZL' })));
      firstThen('AUS', countryOrder(await allOf({ viewerTimeZone: 'Pacific/Auckland', viewerCountryId: 'AU' })));
    });

    it('filters still hold: a concern ranks within each country', async () => {
      const cards = await allOf({ specialisationIds: [4], viewerTimeZone: 'Australia/Brisbane' });
      expect(cards.every((c) => c.specialisations.some((s) => s.id === 4))).toBe(true);
      const order = countryOrder(cards);
      const firstNz = order.indexOf('NZL');
      if (firstNz >= 0) expect(order.slice(firstNz).every((country) => country === 'NZL')).toBe(true);
    });
  });

  it('best match puts a psychologist whose main area is the concern first', async () => {
    const [first] = (await list({ specialisationIds: [29], pageSize: 5 })).psychologists;
    expect(first.specialisations[0].id === 29 || first.specialisations[1].id === 29).toBe(true);
  });

  it('pages cover the whole list once, in order, with the count and page count', async () => {
    const whole = await list({ sort: 'fee-low', pageSize: 50 });
    const pages: DirectoryCard[] = [];
    for (let page = 1; page <= 6; page++) pages.push(...(await list({ sort: 'fee-low', pageSize: 12, page })).psychologists);
    expect(whole.total).toBe(visible.length);
    expect((await list({ pageSize: 12 })).pageCount).toBe(Math.ceil(visible.length / 12));
    expect(pages.map((p) => p.psychologistId)).toEqual((await allOf({ sort: 'fee-low' })).map((p) => p.psychologistId));
    expect((await list({ page: 99 })).psychologists).toEqual([]);
  });
});

describe('bad input: 422 naming the field, nothing written', () => {
  it.each<[string, object, string]>([
    ['an unknown specialisation id', { specialisationIds: [9999] }, 'specialisationIds'],
    ['page −1', { page: -1 }, 'page'],
    ['page size 0', { pageSize: 0 }, 'pageSize'],
    ['a query over 200 characters', { q: 'x'.repeat(201) }, 'q'],
    ['an unknown funding', { funding: ['Cash'] }, 'funding'],
    ['an unknown zone', { viewerTimeZone: 'Mars/Olympus' }, 'viewerTimeZone'],
    ['an unknown partner', { referrerId: 'nobody' }, 'referrerId'],
    ['an unknown country', { viewerCountryId: 'XXX' }, 'viewerCountryId'],
    ['an extra field', { sortBy: 'name' }, 'sortBy'],
    ['51 psychologist ids', { psychologistIds: Array.from({ length: 51 }, (_, i) => `p-${i}`) }, 'psychologistIds'],
    ['an empty psychologist id', { psychologistIds: [''] }, 'psychologistIds'],
  ])('list: %s', async (_name, body, field) => {
    const events = await DirectoryEventModel.countDocuments();
    const answer = await api().post('/api/users/psychologists/list').send(body).expect(422);
    expect(JSON.stringify(answer.body.fields)).toContain(field);
    expect(await DirectoryEventModel.countDocuments()).toBe(events);
  });

  it('search: a 10 kB query string', async () => {
    const answer = await api().get('/api/users/psychologists/search').query({ q: 'a'.repeat(10_240) }).expect(422);
    expect(answer.body.fields).toHaveProperty('q');
  });

  it('match: an unknown specialisation id, and none at all', async () => {
    const unknown = await api().post('/api/users/psychologists/match').send({ specialisationIds: [1, 9999] }).expect(422);
    expect(unknown.body.fields).toHaveProperty('specialisationIds');
    const none = await api().post('/api/users/psychologists/match').send({ specialisationIds: [] }).expect(422);
    expect(JSON.stringify(none.body.fields)).toContain('specialisationIds');
  });

  it('bio: a slug that cannot be one', async () => {
    const answer = await api().get('/api/users/psychologists/bio').query({ slug: '../../etc' }).expect(422);
    expect(answer.body.fields).toHaveProperty('slug');
  });
});

describe('an unapproved or hidden psychologist never appears', () => {
  it('in no list, search, match, profile, code, time zone or next-available answer', async () => {
    const [unapproved, hidden] = hiddenIds();
    const everything = JSON.stringify([
      await allOf({}),
      await allOf({ specialisationIds: [1, 2, 3] }),
      (await api().get('/api/users/psychologists/search').query({ q: 'Ulla' })).body,
      (await api().get('/api/users/psychologists/search').query({ q: 'Hollis Hidden' })).body,
      (await api().post('/api/users/psychologists/match').send({ specialisationIds: [1, 2, 3] })).body,
    ]);
    for (const id of [unapproved, hidden]) expect(everything).not.toContain(id);
    expect(everything).not.toMatch(/Ulla|Hollis/);
    for (const id of [unapproved, hidden]) {
      await api().get(`/api/users/psychologists/${id}/timezone`).expect(404);
      await api().get(`/api/users/psychologist/${id}/next-available`).expect(404);
    }
    await api().get('/api/users/psychologists/bio').query({ slug: 'hollis-hidden' }).expect(404);
    await api().get('/api/users/psychologists/bio').query({ slug: 'ulla-unapproved' }).expect(404);
    const unapprovedPerson = people.find((p) => p.lastName === 'Unapproved')!;
    await api().get('/api/users/profile/psychologists').query({ code: unapprovedPerson.listing.providerNumber }).expect(404);
    await api().get('/api/users/profile/psychologists').query({ code: people.find((p) => p.lastName === 'Hidden')!.listing.providerNumber }).expect(404);
  });

  it('until an administrator approves them: then at once', async () => {
    const [unapproved] = hiddenIds();
    const email = `admin-${randomUUID()}@example.com`;
    await createUserWithProfile({ userType: 'administrator', email, passwordHash: await testPasswordHash(), isApproved: true } as NewUser);
    const { access_token } = await signIn(server.url, email, TEST_PASSWORD);
    await api().post(`/api/users/admin/practitioners/${unapproved}/approve`).set('authorization', `Bearer ${access_token}`).expect(200);
    const found = await api().get('/api/users/psychologists/search').query({ q: 'Ulla' }).expect(200);
    expect(found.body.psychologists.map((p: DirectoryCard) => p.psychologistId)).toEqual([unapproved]);
    await AccountModel.updateOne({ _id: unapproved }, { $set: { isApproved: false } });
    invalidateDirectory();
  });
});

describe('one psychologist', () => {
  const someone = () => visible[7];

  it('bio by slug, profile by code (slug or provider number), time zone and next available', async () => {
    const id = idOf(someone());
    const { body: bio } = await api().get('/api/users/psychologists/bio').query({ slug: (await list({ q: `${someone().firstName} ${someone().lastName}`, pageSize: 1 })).psychologists[0].slug }).expect(200);
    expect(bio).toMatchObject({ psychologistId: id, firstName: someone().firstName, ahpraNumber: someone().listing.ahpraNumber, bio: someone().listing.bio, avatar: { initials: `${someone().firstName[0]}${someone().lastName[0]}` } });
    expect(bio.nextTimes.length).toBeGreaterThan(0);
    expect(bio.nextTimes.length).toBeLessThanOrEqual(5);
    expect([...bio.nextTimes].sort()).toEqual(bio.nextTimes);
    expect(Date.parse(bio.nextTimes[0])).toBeGreaterThan(Date.now());
    const byCode = await api().get('/api/users/profile/psychologists').query({ code: someone().listing.providerNumber.toLowerCase() }).expect(200);
    expect(byCode.body.psychologistId).toBe(id);
    expect((await api().get('/api/users/profile/psychologists').query({ code: bio.slug }).expect(200)).body.psychologistId).toBe(id);
    expect((await api().get(`/api/users/psychologists/${id}/timezone`).expect(200)).body).toEqual({ psychologistId: id, timezoneId: someone().listing.timeZone });
    const next = await api().get(`/api/users/psychologist/${id}/next-available`).expect(200);
    expect(next.body).toMatchObject({ psychologistId: id, timeZone: someone().listing.timeZone });
    expect(next.body.nextAvailable === null || Date.parse(next.body.nextAvailable) > Date.now()).toBe(true);
    await api().get(`/api/users/psychologists/${randomUUID()}/timezone`).expect(404);
    await api().get('/api/users/psychologists/bio').query({ slug: 'anxiety' }).expect(404);
  });

  it('answers the clock of an approved psychologist who takes bookings but has no listing; never an unapproved one', async () => {
    const now = new Date();
    const rules = (id: string) => ({ _id: id, psychologistId: id, timeZone: 'Australia/Darwin', weekly: [], overrides: [], timeOff: [], updatedAt: now });
    const [approved, pending] = [randomUUID(), randomUUID()];
    await AccountModel.create([
      { _id: approved, email: `${approved}@harbour.test`, passwordHash: 'x', userType: 'psychologist', isApproved: true },
      { _id: pending, email: `${pending}@harbour.test`, passwordHash: 'x', userType: 'psychologist', isApproved: false },
    ]);
    await AvailabilityModel.create([rules(approved), rules(pending)]);
    expect((await api().get(`/api/users/psychologists/${approved}/timezone`).expect(200)).body).toEqual({ psychologistId: approved, timezoneId: 'Australia/Darwin' });
    await api().get(`/api/users/psychologists/${pending}/timezone`).expect(404);
  });

  it('has no next available time when they have set no hours', async () => {
    const id = idOf(someone());
    const saved = await AvailabilityModel.findById(id).lean();
    await AvailabilityModel.updateOne({ _id: id }, { $set: { weekly: [] } });
    // As the availability editor does after a save: the slot engine's per-process cache forgets them.
    forgetCachedSlotsInput(id);
    invalidateDirectory();
    try {
      const next = await listPsychologists({ q: `${someone().firstName} ${someone().lastName}` }, new Date(Date.now() + 120_000));
      expect(next.psychologists.find((p) => p.psychologistId === id)?.nextAvailable).toBeNull();
    } finally {
      await AvailabilityModel.updateOne({ _id: id }, { $set: { weekly: saved!.weekly } });
      forgetCachedSlotsInput(id);
      invalidateDirectory();
    }
  });
});

describe('next available cache', () => {
  it('serves the previous answer (no wait) for a while after 30 s, and computes afresh beyond 5 minutes', async () => {
    invalidateDirectory();
    const snapshot = await directorySnapshot();
    const t0 = new Date();
    const first = await directoryNextAvailable(snapshot, t0);
    expect(await directoryNextAvailable(snapshot, new Date(t0.getTime() + 10_000))).toBe(first);
    expect(await directoryNextAvailable(snapshot, new Date(t0.getTime() + 60_000))).toBe(first); // stale, refill under way
    const later = await directoryNextAvailable(snapshot, new Date(t0.getTime() + 10 * 60_000));
    expect(later).not.toBe(first);
    invalidateDirectory();
  });
});

describe('POST /users/psychologists/match', () => {
  it('gives 3–5 ranked psychologists with reasons, all eligible', async () => {
    const { body } = await api().post('/api/users/psychologists/match').send({ therapyTypeId: 1, specialisationIds: [1, 5], funding: 'Medicare', languageId: 1, timesOfDay: ['evening'], viewerTimeZone: 'Australia/Adelaide' }).expect(200);
    expect(body.matches.length).toBeGreaterThanOrEqual(3);
    expect(body.matches.length).toBeLessThanOrEqual(5);
    const scores = body.matches.map((m: { score: number }) => m.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const match of body.matches) {
      expect(match.reasons.length).toBeGreaterThan(0);
      expect(match.reasons).toContain('Accepts Medicare rebates');
      expect(match.psychologist.isAvailableForNewClients).toBe(true);
      expect(match.psychologist.fundingAccepted).toContain('Medicare');
    }
    expect(body.matches[0].reasons.join(' ')).toMatch(/Anxiety|Grief/);
  });

  it('through a partner: only that programme’s psychologists', async () => {
    const { body } = await api().post('/api/users/psychologists/match').send({ specialisationIds: [2], referrerId: 'nib' }).expect(200);
    const nib = visible.filter((p) => (p.listing.partnerReferrerIds ?? []).includes('9545e9be-3edb-4bcc-bd52-ab560be8a82b')).map(idOf);
    expect(body.matches.length).toBeGreaterThan(0);
    for (const match of body.matches) expect(nib).toContain(match.psychologist.psychologistId);
  });
});

describe('access: the directory is public', () => {
  const kinds = ['client', 'psychologist', 'gp', 'administrator'] as const;
  it.each(['anonymous', ...kinds])('%s reads every directory endpoint', async (kind) => {
    let auth: string | undefined;
    if (kind !== 'anonymous') {
      const email = `${kind}-${randomUUID()}@example.com`;
      const profile = kind === 'gp' ? { firstName: 'G', lastName: 'P', providerNumber: '2547611Y' } : { firstName: 'A', lastName: 'B' };
      await createUserWithProfile({ userType: kind, email, passwordHash: await testPasswordHash(), isApproved: true, ...(kind !== 'administrator' && { profile }) } as NewUser);
      auth = `Bearer ${(await signIn(server.url, email, TEST_PASSWORD)).access_token}`;
    }
    const id = idOf(visible[0]);
    const slug = (await list({ pageSize: 50 })).psychologists.find((p) => p.psychologistId === id)!.slug;
    const calls = [
      api().get('/api/users/psychologists/search').query({ q: 'anxiety' }),
      api().post('/api/users/psychologists/list').send({}),
      api().post('/api/users/psychologists/match').send({ specialisationIds: [1] }),
      api().get('/api/users/psychologists/bio').query({ slug }),
      api().get('/api/users/profile/psychologists').query({ code: slug }),
      api().get(`/api/users/psychologists/${id}/timezone`),
      api().get(`/api/users/psychologist/${id}/next-available`),
    ];
    for (const call of calls) expect((await (auth ? call.set('authorization', auth) : call)).status).toBe(200);
  });
});
