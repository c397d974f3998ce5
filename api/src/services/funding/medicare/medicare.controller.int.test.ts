import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { INVALID_MEDICARE_CARD_NUMBER, INVALID_PROVIDER_NUMBER } from '@harbour/identifiers';
import { signInMatrixPeople, type MatrixPerson } from '../../../test-support/people';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { AuditEventModel } from '../../audit/audit-event.model';
import { MedicareReferralModel } from '../funding/medicare-referral.model';
import { SessionModel } from '../../sessions/records/session.model';
import { PatientFundingProfileModel } from './patient-funding-profile.model';

const server = useServerWithDatabase(__filename);
let ids: Record<MatrixPerson, string>;
let auth: Record<MatrixPerson, string>;
const api = () => request(server.url);
const BASE = '/api/users/profile/patient';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
const plan = (overrides: Record<string, unknown> = {}) => ({
  referringGpName: 'Dr Sam Lee',
  referrerProviderNumber: '4024742F',
  issuedOn: today(),
  sessionsApproved: 6,
  ...overrides,
});

async function medicareSession(
  patientId: string,
  psychologistId: string,
  medicareReferralId: string,
  daysFromNow: number,
  sessionStatus: 'Pending' | 'Completed' | 'Cancelled' = 'Pending',
) {
  const startsAt = new Date(Date.now() + daysFromNow * 24 * 3600 * 1000);
  await SessionModel.create({
    _id: randomUUID(),
    patientId,
    psychologistId,
    sessionParticipants: [{ userId: patientId, userType: 'client', isLeadParticipant: true }],
    startsAt,
    endsAt: new Date(startsAt.getTime() + 50 * 60_000),
    timezoneId: 'Australia/Sydney',
    sessionDurationTypeId: '2',
    durationMinutes: 50,
    therapyTypeId: '1',
    sessionType: 'Medicare',
    sessionStatus,
    paymentStatus: 'NotDue',
    createdAt: new Date(),
    medicareReferralId,
    quote: {
      feeCents: 20000,
      rebateCents: 9895,
      funderPaysCents: 0,
      discountCents: 0,
      outOfPocketCents: 10105,
    },
  });
}

beforeAll(async () => {
  ({ ids, auth } = await signInMatrixPeople(server.url));
}, 180_000); // six real sign-ins (scrypt): slow on a busy machine

describe('Medicare card', () => {
  it('saves a card whose check digit is right, and refuses one whose check digit is wrong, writing nothing', async () => {
    const refused = await api()
      .put(`${BASE}/medicare-card`)
      .set('authorization', auth['other client'])
      .send({
        cardNumber: '2123 45671 1',
        referenceNumber: '1',
        expiry: '2099-01',
      })
      .expect(422);
    expect(refused.body.fields).toEqual({
      cardNumber: INVALID_MEDICARE_CARD_NUMBER,
    });
    expect(await PatientFundingProfileModel.findById(ids['other client']).lean()).toBeNull();

    const saved = await api()
      .put(`${BASE}/medicare-card`)
      .set('authorization', auth.client)
      .send({
        cardNumber: '2123 45670 1',
        referenceNumber: '2',
        expiry: '2099-01',
      })
      .expect(200);
    expect(saved.body).toEqual({
      cardNumber: '2123456701',
      referenceNumber: '2',
      expiry: '2099-01',
    });
    expect((await api().get(`${BASE}/funding`).set('authorization', auth.client).expect(200)).body.medicareCard).toEqual(saved.body);

    const bad = await api()
      .put(`${BASE}/medicare-card`)
      .set('authorization', auth.client)
      .send({
        cardNumber: '2123456711',
        referenceNumber: '0',
        expiry: '2020-01',
      })
      .expect(422);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['cardNumber', 'expiry', 'referenceNumber']);
    expect((await PatientFundingProfileModel.findById(ids.client).lean())?.medicareCard).toEqual(saved.body);
  });
});

describe('referral / mental health care plan (GET/PUT /profile/patient/mhcp)', () => {
  it('adds a referral, corrects it, and refuses a provider number whose check character is wrong', async () => {
    const empty = await api().get(`${BASE}/mhcp`).set('authorization', auth['other client']).expect(200);
    expect(empty.body).toEqual({ referrals: [] });

    const added = await api()
      .put(`${BASE}/mhcp`)
      .set('authorization', auth.client)
      .send(plan({ referrerPracticeName: 'Harbour Clinic' }))
      .expect(200);
    expect(added.body).toMatchObject({
      referringGpName: 'Dr Sam Lee',
      referrerProviderNumber: '4024742F',
      sessionsApproved: 6,
      referrerPracticeName: 'Harbour Clinic',
    });
    const state = await api().get(`${BASE}/mhcp`).set('authorization', auth.client).expect(200);
    expect(state.body.current.medicareReferralId).toBe(added.body.medicareReferralId);

    const corrected = await api()
      .put(`${BASE}/mhcp`)
      .set('authorization', auth.client)
      .send(
        plan({
          medicareReferralId: added.body.medicareReferralId,
          sessionsApproved: 4,
        }),
      )
      .expect(200);
    expect(corrected.body).toMatchObject({
      medicareReferralId: added.body.medicareReferralId,
      sessionsApproved: 4,
    });
    expect(corrected.body.referrerPracticeName).toBeUndefined();
    expect(await MedicareReferralModel.countDocuments({ patientId: ids.client })).toBe(1);

    const before = await MedicareReferralModel.countDocuments();
    const wrong = await api()
      .put(`${BASE}/mhcp`)
      .set('authorization', auth.client)
      .send(
        plan({
          referrerProviderNumber: '4024742A',
          sessionsApproved: 7,
          issuedOn: '2999-01-01',
        }),
      )
      .expect(422);
    expect(wrong.body.fields).toEqual({
      referrerProviderNumber: INVALID_PROVIDER_NUMBER,
      sessionsApproved: 'Enter the number of sessions the GP approved (1 to 6).',
      issuedOn: 'The referral date cannot be in the future.',
    });
    // Another client cannot correct this client's referral.
    await api()
      .put(`${BASE}/mhcp`)
      .set('authorization', auth['other client'])
      .send(
        plan({
          medicareReferralId: added.body.medicareReferralId,
          referringGpName: 'Mallory',
        }),
      )
      .expect(404);
    expect(await MedicareReferralModel.countDocuments()).toBe(before);
    expect((await MedicareReferralModel.findById(added.body.medicareReferralId).lean())?.referrerName).toBe('Dr Sam Lee');
    expect(
      await AuditEventModel.countDocuments({
        patientId: ids.client,
        recordKind: 'medicare-referral',
      }),
    ).toBeGreaterThanOrEqual(3);
  });
});

describe('entitlement tracker', () => {
  it('counts a booked Medicare session, ignores cancelled ones, and warns before a 7th', async () => {
    const { body: referral } = await api().put(`${BASE}/mhcp`).set('authorization', auth['other client']).send(plan()).expect(200);
    const tracker = () => api().get(`${BASE}/entitlements`).set('authorization', auth['other client']).expect(200);
    expect((await tracker()).body).toMatchObject({
      usedThisYear: 0,
      sessionsPerYear: 10,
      onReferral: { used: 0, sessionsApproved: 6, remaining: 6 },
      status: 'Available',
    });

    await medicareSession(ids['other client'], ids.psychologist, referral.medicareReferralId, 0.1);
    await medicareSession(ids['other client'], ids.psychologist, referral.medicareReferralId, 0.2, 'Cancelled');
    const one = (await tracker()).body;
    expect(one.onReferral.used).toBe(1);
    expect(one.usedThisYear + one.remainingThisYear).toBe(10);

    for (let i = 0; i < 5; i++) await medicareSession(ids['other client'], ids.psychologist, referral.medicareReferralId, 0.3);
    const six = (await tracker()).body;
    expect(six).toMatchObject({
      status: 'NeedsNewReferral',
      onReferral: { used: 6, remaining: 0 },
    });
    expect(six.message).toMatch(/gets no Medicare rebate unless your GP gives you a new referral/);
  });
});

describe('other funding', () => {
  it('saves NDIS, DVA, workers comp and a partner programme; refuses a malformed NDIS number naming the field', async () => {
    const body = {
      ndis: { participantNumber: '430 123 456', management: 'self' },
      dva: { fileNumber: 'nx123456', cardType: 'Gold' },
      workersComp: { claimNumber: 'WC-2026-1', insurer: 'icare' },
      partnerProgramme: { programmeName: 'Acme EAP', memberNumber: 'M-77' },
    };
    const saved = await api().put(`${BASE}/other-funding`).set('authorization', auth.client).send(body).expect(200);
    expect(saved.body).toMatchObject({
      ndis: { participantNumber: '430123456', management: 'self' },
      dva: { fileNumber: 'NX123456', cardType: 'Gold' },
      workersComp: body.workersComp,
      partnerProgramme: body.partnerProgramme,
    });
    // The Medicare card saved earlier is kept.
    expect(saved.body.medicareCard).toMatchObject({ cardNumber: '2123456701' });

    const refused = await api()
      .put(`${BASE}/other-funding`)
      .set('authorization', auth.client)
      .send({ ndis: { participantNumber: '12345', management: 'self' } })
      .expect(422);
    expect(refused.body.fields).toEqual({
      'ndis.participantNumber': 'An NDIS participant number is 9 digits starting with 43.',
    });
    expect((await PatientFundingProfileModel.findById(ids.client).lean())?.dva).toEqual({ fileNumber: 'NX123456', cardType: 'Gold' });

    const cleared = await api().put(`${BASE}/other-funding`).set('authorization', auth.client).send({ dva: body.dva }).expect(200);
    expect(cleared.body.ndis).toBeUndefined();
    expect(cleared.body.dva).toBeDefined();
  });

  it("keeps the DVA referral date and the insurer's approved sessions the entitlement rules count with; names a bad one", async () => {
    const body = { dva: { fileNumber: 'NX123456', cardType: 'Gold', referralIssuedOn: '2026-03-01' }, workersComp: { claimNumber: 'WC-9', insurer: 'icare', approvedSessions: 8 } };
    const saved = await api().put(`${BASE}/other-funding`).set('authorization', auth.client).send(body).expect(200);
    expect(saved.body).toMatchObject(body);
    const refused = await api()
      .put(`${BASE}/other-funding`)
      .set('authorization', auth.client)
      .send({ ...body, workersComp: { ...body.workersComp, approvedSessions: 0 }, dva: { ...body.dva, referralIssuedOn: '2026-02-30' } })
      .expect(422);
    expect(Object.keys(refused.body.fields)).toEqual(['dva.referralIssuedOn']);
    expect((await PatientFundingProfileModel.findById(ids.client).lean())?.workersComp).toEqual(body.workersComp);
  });
});

describe('access matrix', () => {
  const calls: [string, string, Record<string, unknown>][] = [
    ['get', 'mhcp', {}],
    ['put', 'mhcp', plan()],
    ['get', 'funding', {}],
    ['put', 'medicare-card', { cardNumber: '2123456701', referenceNumber: '1', expiry: '2099-01' }],
    ['put', 'other-funding', {}],
    ['get', 'entitlements', {}],
  ];
  it.each(calls)('%s %s: anonymous 401, psychologist and GP 403, nothing written', async (method, path, body) => {
    const before = [await MedicareReferralModel.countDocuments(), await PatientFundingProfileModel.countDocuments()];
    const call = (who?: string) => {
      const r = method === 'get' ? api().get(`${BASE}/${path}`) : api().put(`${BASE}/${path}`).send(body);
      return who ? r.set('authorization', who) : r;
    };
    await call().expect(401);
    for (const other of ['psychologist', 'unapproved psychologist', 'gp'] as const) await call(auth[other]).expect(403);
    expect([await MedicareReferralModel.countDocuments(), await PatientFundingProfileModel.countDocuments()]).toEqual(before);
    // Another client only ever reaches their own records (no id is taken from the request).
    const own = await call(auth['other client']);
    expect(own.status).toBe(200);
  });
});
