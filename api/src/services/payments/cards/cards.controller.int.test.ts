import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { bookingPerson } from '../../../test-support/booking-people';
import { createUserWithProfile } from '../../accounts/profiles/new-user';
import { PatientPaymentSettingsModel, PaymentCardModel } from './payment-card.model';

// Cards are saved through stripe-mock (the test run starts one); the settings page renames them,
// chooses the default and deletes them.
const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);

type Person = 'owner' | 'other client' | 'psychologist' | 'gp';
const auth: Partial<Record<Person, string>> = {};
const ids: Partial<Record<Person, string>> = {};

beforeAll(async () => {
  const passwordHash = await testPasswordHash();
  const emails: Partial<Record<Person, string>> = {};
  for (const person of ['owner', 'other client', 'psychologist'] as const) {
    const made = await bookingPerson(person === 'psychologist' ? 'psychologist' : 'client', passwordHash);
    emails[person] = made.email;
    ids[person] = made.sub;
  }
  emails.gp = `gp-${randomUUID()}@cards.test`;
  ids.gp = await createUserWithProfile({ userType: 'gp', isApproved: true, email: emails.gp, passwordHash, profile: { firstName: 'G', lastName: 'P', providerNumber: '2547611Y' } });
  for (const person of Object.keys(emails) as Person[]) auth[person] = `Bearer ${(await signIn(server.url, emails[person]!, TEST_PASSWORD)).access_token}`;
});

const as = (person: Person | 'anonymous', call: request.Test) => (person === 'anonymous' ? call : call.set('authorization', auth[person]!));

async function saveCard(person: Person = 'owner'): Promise<string> {
  const { body } = await as(person, api().post('/api/payments/sessions/payment-method')).send({ paymentMethodId: 'pm_card_visa' }).expect(201);
  return body.card.id;
}

describe('saved cards (settings page)', () => {
  it('renames a card, makes another the default, deletes the default and the next one takes over', async () => {
    const first = await saveCard();
    const second = await saveCard();
    const renamed = await as('owner', api().put(`/api/payments/patient/cards/${second}`)).send({ name: 'Everyday card' }).expect(200);
    expect(renamed.body).toMatchObject({ id: second, name: 'Everyday card', isPrimary: false });
    await as('owner', api().patch('/api/payments/patient')).send({ primaryPaymentMethodId: second }).expect(200);
    const listed = await as('owner', api().get('/api/payments/patient/cards')).expect(200);
    expect(listed.body.primaryPaymentMethodId).toBe(second);
    expect(listed.body.cards.map((c: { id: string; isPrimary: boolean }) => [c.id, c.isPrimary])).toEqual([
      [first, false],
      [second, true],
    ]);
    await as('owner', api().delete(`/api/payments/patient/cards/${second}`)).expect(204);
    expect((await PatientPaymentSettingsModel.findById(ids.owner).lean())?.primaryPaymentMethodId).toBe(first);
    expect((await PaymentCardModel.findById(second).lean())?.deletedAt).toBeInstanceOf(Date);
  });

  it('refuses a name over 60 characters with 422 and keeps the old one', async () => {
    const card = await saveCard();
    await as('owner', api().put(`/api/payments/patient/cards/${card}`)).send({ name: 'Work' }).expect(200);
    const { body } = await as('owner', api().put(`/api/payments/patient/cards/${card}`)).send({ name: 'x'.repeat(61) }).expect(422);
    expect(body.fields).toEqual({ name: 'Must be at most 60 characters.' });
    expect((await PaymentCardModel.findById(card).lean())?.name).toBe('Work');
  });

  it.each([
    ['anonymous', 401],
    ['other client', 404],
    ['psychologist', 403],
    ['gp', 403],
  ] as const)('access matrix: %s cannot rename or delete the card (%i) and nothing changes', async (person, status) => {
    const card = await saveCard();
    await as(person, api().put(`/api/payments/patient/cards/${card}`)).send({ name: 'Mine now' }).expect(status);
    await as(person, api().delete(`/api/payments/patient/cards/${card}`)).expect(status);
    const record = await PaymentCardModel.findById(card).lean();
    expect(record?.name).toBeUndefined();
    expect(record?.deletedAt).toBeUndefined();
  });

  it("another client cannot make the owner's card their default (422 naming the field), and their settings stay as they were", async () => {
    const card = await saveCard();
    const own = await saveCard('other client');
    const { body } = await as('other client', api().patch('/api/payments/patient')).send({ primaryPaymentMethodId: card }).expect(422);
    expect(body.fields).toEqual({ primaryPaymentMethodId: 'Not one of your cards.' });
    expect((await PatientPaymentSettingsModel.findById(ids['other client']).lean())?.primaryPaymentMethodId).toBe(own);
    const cards = await as('other client', api().get('/api/payments/patient/cards')).expect(200);
    expect(cards.body.cards.map((c: { id: string }) => c.id)).not.toContain(card);
  });
});
