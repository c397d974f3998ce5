import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { AuditEventModel } from '../../audit/audit-event.model';
import { Dass21ResultModel } from '../../dass21/records/dass21-result.model';
import { MedicareReferralModel } from '../../funding/funding/medicare-referral.model';
import { signInPracticePeople, sessionBetween, type PracticePerson } from '../practice-test-people';
import { PatientTreatmentStatusModel } from './treatment-status.model';

const server = useServerWithDatabase(__filename);
const api = () => request(server.url);
let people: Awaited<ReturnType<typeof signInPracticePeople>>;
const as = (person: PracticePerson) => people.headers[person];
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  people = await signInPracticePeople(server.url);
  await sessionBetween(people.ids.client, people.ids.psychologist, new Date(Date.now() - 14 * DAY));
  await sessionBetween(people.ids.client, people.ids.psychologist, new Date(Date.now() + 7 * DAY), 'Pending');
  await sessionBetween(people.ids['other client'], people.ids['other psychologist']);
  await MedicareReferralModel.create({ _id: 'ref-1', patientId: people.ids.client, referrerName: 'Dr Gale Doctor', referrerProviderNumber: '2547611Y', issuedOn: '2026-10-01', validUntil: '2027-10-01', createdAt: new Date() });
  await Dass21ResultModel.create({ _id: 'dass-1', patientId: people.ids.client, answers: Array(21).fill(3), scores: { depression: 42, anxiety: 42, stress: 42 }, bands: { depression: 'ExtremelySevere', anxiety: 'ExtremelySevere', stress: 'ExtremelySevere' }, flagged: true, flagReasons: ['depression-extremely-severe', 'item-21-high'], takenAt: new Date(Date.now() - DAY) });
});

describe('practice patients', () => {
  it('lists only patients with a relationship, searched by name, with status and next session', async () => {
    const { body } = await api().get('/api/users/psychologists/patients').set(as('psychologist')).expect(200);
    expect(body.patients).toEqual([expect.objectContaining({ patientId: people.ids.client, firstName: 'Robin', lastName: 'Lee', treatmentStatusName: 'Active', nextSessionAt: expect.any(String), sessionCount: 2, hasFlaggedDass21: true })]);
    expect((await api().get('/api/users/psychologists/patients?q=nobody').set(as('psychologist')).expect(200)).body.patients).toEqual([]);
    expect((await api().get('/api/users/psychologists/patients?q=robin').set(as('psychologist')).expect(200)).body.patients).toHaveLength(1);
  });

  it('changes the treatment status (a value from the taxonomy only)', async () => {
    const bad = await api().put(`/api/users/patient/${people.ids.client}/treatment-status`).set(as('psychologist')).send({ treatmentStatusId: 42 }).expect(422);
    expect(bad.body.fields).toEqual({ treatmentStatusId: 'is not one of /patient-treatment-statuses' });
    expect(await PatientTreatmentStatusModel.countDocuments()).toBe(0);
    await api().put(`/api/users/patient/${people.ids.client}/treatment-status`).set(as('psychologist')).send({ treatmentStatusId: 2 }).expect(204);
    const { body } = await api().get(`/api/users/psychologist/patients/${people.ids.client}/profile`).set(as('psychologist')).expect(200);
    expect(body).toMatchObject({ treatmentStatusId: 2, treatmentStatusName: 'On hold' });
  });

  it('shows the profile with sessions, DASS-21 trend and flags, the Medicare referral and GP, and audits the read', async () => {
    const { body } = await api().get(`/api/users/psychologist/patients/${people.ids.client}/profile`).set(as('psychologist')).expect(200);
    expect(body.sessions).toHaveLength(2);
    expect(body.dass21).toEqual([expect.objectContaining({ resultId: 'dass-1', depression: 42, flagged: true })]);
    expect(body.medicareReferrals).toEqual([expect.objectContaining({ referralId: 'ref-1', sessionsUsed: 0, sessionsLeft: 6 })]);
    expect(body.gp).toEqual({ name: 'Dr Gale Doctor', providerNumber: '2547611Y' });
    expect(await AuditEventModel.countDocuments({ patientId: people.ids.client, recordKind: 'patient-profile', action: 'read' })).toBeGreaterThan(0);
    const flags = await api().get('/api/users/psychologist/dass21-flags').set(as('psychologist')).expect(200);
    expect(flags.body.results).toEqual([expect.objectContaining({ patientId: people.ids.client, patientName: 'Robin Lee', flagReasons: ['depression-extremely-severe', 'item-21-high'] })]);
    expect(flags.body.results[0].flagDescriptions).toEqual(['Depression: extremely severe (42 of 42)', "Item 21 (life felt meaningless; the safety question): answered 'Applied to me very much, or most of the time'"]);
    expect(body.dass21[0].flagDescriptions).toEqual(flags.body.results[0].flagDescriptions);
    expect((await api().get('/api/users/psychologist/dass21-flags').set(as('other psychologist')).expect(200)).body.results).toEqual([]);
  });

  describe('access matrix', () => {
    const refused = { anonymous: 401, client: 403, 'other client': 403, gp: 403, administrator: 403 } as const;
    const ENDPOINTS: { call: string; method: 'get' | 'put'; path: () => string; body?: object; expect: Partial<Record<PracticePerson, number>> }[] = [
      { call: 'GET patients', method: 'get', path: () => '/api/users/psychologists/patients', expect: { ...refused, psychologist: 200, 'other psychologist': 200 } },
      { call: 'GET profile', method: 'get', path: () => `/api/users/psychologist/patients/${people.ids.client}/profile`, expect: { ...refused, psychologist: 200, 'other psychologist': 404 } },
      { call: 'PUT treatment status', method: 'put', path: () => `/api/users/patient/${people.ids.client}/treatment-status`, body: { treatmentStatusId: 4 }, expect: { ...refused, 'other psychologist': 404 } },
      { call: 'GET DASS-21 flags', method: 'get', path: () => '/api/users/psychologist/dass21-flags', expect: { ...refused, psychologist: 200 } },
    ];
    for (const endpoint of ENDPOINTS)
      it(`${endpoint.call}: ${Object.entries(endpoint.expect).map(([p, s]) => `${p} ${s}`).join(', ')}`, async () => {
        // Sorted: two unsorted reads of unchanged rows may come back in different orders (FerretDB).
        const before = JSON.stringify(await PatientTreatmentStatusModel.find().sort({ _id: 1 }).lean());
        for (const [person, status] of Object.entries(endpoint.expect)) {
          const call = api()[endpoint.method](endpoint.path()).set(as(person as PracticePerson));
          const response = await (endpoint.body ? call.send(endpoint.body) : call);
          expect({ person, status: response.status }).toEqual({ person, status });
        }
        expect(JSON.stringify(await PatientTreatmentStatusModel.find().sort({ _id: 1 }).lean())).toBe(before);
      });
  });
});
