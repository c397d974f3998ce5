import request from 'supertest';
import { signInMatrixPeople, type MatrixPerson } from '../../../test-support/people';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { PsychologistProfileModel } from '../../accounts/profiles/psychologist-profile.model';

const server = useServerWithDatabase(__filename, { config: {} });
let ids: Record<MatrixPerson, string>;
let auth: Record<MatrixPerson, string>;
const api = () => request(server.url);
const PATH = '/api/users/profile/psychologist/preferences';
const CHOICES = { bookingChanges: false, messageNotifications: true, newReferrals: false };

beforeAll(async () => {
  ({ ids, auth } = await signInMatrixPeople(server.url));
}, 180_000); // six real sign-ins (scrypt): slow on a busy machine

describe('GET/PUT /users/profile/psychologist/preferences', () => {
  it('starts with every email on, saves the choices, and another psychologist keeps their own', async () => {
    expect((await api().get(PATH).set('authorization', auth.psychologist).expect(200)).body).toEqual({
      notificationPreferences: { bookingChanges: true, messageNotifications: true, newReferrals: true },
    });
    const saved = await api().put(PATH).set('authorization', auth.psychologist).send({ notificationPreferences: CHOICES }).expect(200);
    expect(saved.body.notificationPreferences).toEqual(CHOICES);
    expect((await PsychologistProfileModel.findById(ids.psychologist).lean())!.notificationPreferences).toEqual(CHOICES);
    expect((await api().get(PATH).set('authorization', auth.psychologist).expect(200)).body.notificationPreferences).toEqual(CHOICES);
    // Another psychologist reads and writes only their own.
    expect((await api().get(PATH).set('authorization', auth['other psychologist']).expect(200)).body.notificationPreferences.bookingChanges).toBe(true);
  });

  it('access matrix: anonymous 401, client and GP 403 (nothing written), an unapproved psychologist may set theirs', async () => {
    await api().get(PATH).expect(401);
    await api().put(PATH).send({ notificationPreferences: CHOICES }).expect(401);
    for (const person of ['client', 'gp'] as MatrixPerson[]) {
      await api().get(PATH).set('authorization', auth[person]).expect(403);
      await api().put(PATH).set('authorization', auth[person]).send({ notificationPreferences: CHOICES }).expect(403);
    }
    await api().put(PATH).set('authorization', auth['unapproved psychologist']).send({ notificationPreferences: CHOICES }).expect(200);
  });

  it.each([
    ['a missing choice', { bookingChanges: true, messageNotifications: true }],
    ['a string for a choice', { bookingChanges: 'yes', messageNotifications: true, newReferrals: true }],
    ['an unknown choice', { ...CHOICES, fax: true }],
  ])('refuses %s with 422 naming the field; nothing written', async (_, prefs) => {
    const before = await PsychologistProfileModel.findById(ids['other psychologist']).lean();
    const res = await api().put(PATH).set('authorization', auth['other psychologist']).send({ notificationPreferences: prefs }).expect(422);
    expect(Object.keys(res.body.fields ?? {}).join(' ')).toMatch(/notificationPreferences/);
    expect(await PsychologistProfileModel.findById(ids['other psychologist']).lean()).toEqual(before);
  });
});
