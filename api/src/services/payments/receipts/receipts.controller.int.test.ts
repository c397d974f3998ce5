import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { bookingPerson } from '../../../test-support/booking-people';
import { createUserWithProfile } from '../../accounts/profiles/new-user';
import { SessionModel, type SessionRecord } from '../../sessions/records/session.model';
import { PaymentCardModel } from '../cards/payment-card.model';
import { SessionPaymentModel } from '../charges/session-payment.model';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);

type Person = 'owner' | 'other client' | 'psychologist' | 'other psychologist' | 'gp';
const ids: Partial<Record<Person, string>> = {};
const auth: Partial<Record<Person, string>> = {};

beforeAll(async () => {
  const passwordHash = await testPasswordHash();
  const emails: Partial<Record<Person, string>> = {};
  for (const person of ['owner', 'other client', 'psychologist', 'other psychologist'] as const) {
    const made = await bookingPerson(person.includes('psychologist') ? 'psychologist' : 'client', passwordHash);
    ids[person] = made.sub;
    emails[person] = made.email;
  }
  emails.gp = `gp-${randomUUID()}@receipts.test`;
  ids.gp = await createUserWithProfile({ userType: 'gp', isApproved: true, email: emails.gp, passwordHash, profile: { firstName: 'G', lastName: 'P', providerNumber: '2547611Y' } });
  for (const person of Object.keys(emails) as Person[]) auth[person] = `Bearer ${(await signIn(server.url, emails[person]!, TEST_PASSWORD)).access_token}`;
});

const as = (person: Person | 'anonymous', call: request.Test) => (person === 'anonymous' ? call : call.set('authorization', auth[person]!));

async function session(overrides: Partial<SessionRecord>): Promise<string> {
  const startsAt = new Date(Date.now() - 3 * 86_400_000);
  const _id = randomUUID();
  await SessionModel.create({
    _id,
    patientId: ids.owner!,
    psychologistId: ids.psychologist!,
    sessionParticipants: [
      { userId: ids.owner!, userType: 'client', isLeadParticipant: true },
      { userId: ids.psychologist!, userType: 'psychologist', isLeadParticipant: false },
    ],
    startsAt,
    endsAt: new Date(startsAt.getTime() + 50 * 60_000),
    timezoneId: 'Australia/Perth',
    sessionDurationTypeId: '2',
    durationMinutes: 50,
    therapyTypeId: '1',
    sessionType: 'Medicare',
    sessionStatus: 'Completed',
    paymentStatus: 'Paid',
    quote: { feeCents: 22000, rebateCents: 9895, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 12105, item: '91170', rateEffectiveFrom: '2025-07-01' },
    createdAt: new Date(),
    ...overrides,
  });
  return _id;
}

describe('GET /payments/sessions/{id}/receipt', () => {
  it('gives the client the Medicare claim details of a paid session: provider number, item, fee, rebate, paid date and card', async () => {
    const sessionId = await session({});
    const cardId = randomUUID();
    await PaymentCardModel.create({ _id: cardId, patientId: ids.owner!, stripePaymentMethodId: 'pm_card_visa', brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030, createdAt: new Date() });
    const paidAt = new Date(Date.now() - 2 * 86_400_000);
    await SessionPaymentModel.create({ _id: `${sessionId}#1`, sessionId, patientId: ids.owner!, attempt: 1, purpose: 'session', amountCents: 12105, status: 'Succeeded', cardId, createdAt: paidAt, updatedAt: paidAt });

    const { body } = await as('owner', api().get(`/api/payments/sessions/${sessionId}/receipt`)).expect(200);
    expect(body).toMatchObject({
      sessionId,
      providerNumber: '4024742F',
      itemNumber: '91170',
      feeCents: 22000,
      rebateCents: 9895,
      amountPaidCents: 12105,
      paidAt: paidAt.toISOString(),
      cardBrand: 'visa',
      cardLast4: '4242',
      sessionType: 'Medicare',
      isMedicareClaimable: true,
    });
    expect(body.receiptNumber).toMatch(/^HB-\d{8}-[0-9A-F-]{8}$/);
    // The psychologist of the session reads the same receipt.
    await as('psychologist', api().get(`/api/payments/sessions/${sessionId}/receipt`)).expect(200);
  });

  it('a bulk-billed session has a receipt with nothing paid and no paid date', async () => {
    const sessionId = await session({ sessionType: 'BulkBilled', paymentStatus: 'NotRequired', quote: { feeCents: 9895, rebateCents: 9895, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 0, item: '91170' } });
    const { body } = await as('owner', api().get(`/api/payments/sessions/${sessionId}/receipt`)).expect(200);
    expect(body).toMatchObject({ amountPaidCents: 0, isMedicareClaimable: true });
    expect(body).not.toHaveProperty('paidAt');
  });

  it.each([
    ['still to come', { sessionStatus: 'Pending', paymentStatus: 'NotDue', startsAt: new Date(Date.now() + 86_400_000) }],
    ['whose charge failed', { paymentStatus: 'Failed' }],
  ] as const)('answers 409 for a session %s', async (_name, overrides) => {
    const sessionId = await session(overrides as Partial<SessionRecord>);
    const { body } = await as('owner', api().get(`/api/payments/sessions/${sessionId}/receipt`)).expect(409);
    expect(body.detail).toBe('There is no receipt for this session yet: it is issued once the session has taken place and is paid.');
  });

  it.each([
    ['anonymous', 401],
    ['other client', 404],
    ['other psychologist', 404],
    ['gp', 403],
  ] as const)('access matrix: %s gets %i', async (person, status) => {
    const sessionId = await session({});
    await as(person, api().get(`/api/payments/sessions/${sessionId}/receipt`)).expect(status);
  });
});
