import { randomUUID } from 'node:crypto';
import { connectTestDatabase, disconnectTestDatabase } from '../../../test-support/database';
import { bookingPerson } from '../../../test-support/booking-people';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { SessionModel } from '../../sessions/records/session.model';
import { PatientProfileModel } from '../../accounts/profiles/patient-profile.model';
import { chargeSession } from './charge-session';
import { sessionRecord } from '../../../test-support/session-record';

beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);

// Monday 23 November 2026, 9:00 am in Sydney is Sunday 22 November in UTC.
const MONDAY_9_AEDT = new Date('2026-11-22T22:00:00Z');

async function failedChargeEmail(clientZone?: string): Promise<string> {
  const [client, psychologist] = [await bookingPerson('client'), await bookingPerson('psychologist')];
  if (clientZone) await PatientProfileModel.updateOne({ _id: client.sub }, { $set: { timezoneId: clientZone } });
  const _id = randomUUID();
  await SessionModel.create(
    sessionRecord(client.sub, psychologist.sub, MONDAY_9_AEDT, {
      _id,
      sessionParticipants: [{ userId: client.sub, userType: 'client', isLeadParticipant: true }],
      createdAt: MONDAY_9_AEDT,
      quote: { feeCents: 22000, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 22000 },
    }),
  );
  // No card on file: the charge fails on our side, no gateway involved.
  expect(await chargeSession(_id, 1, new Date(MONDAY_9_AEDT.getTime() + 2 * 3_600_000))).toBe('failed');
  const mail = await OutboxMessageModel.find({ to: client.email, kind: 'payment-failed' }).lean();
  expect(mail).toHaveLength(1);
  expect(mail[0].text).toContain(`/account/sessions/${_id}`);
  return mail[0].text;
}

describe('the payment-failed email names the session on the client’s own clock', () => {
  it('a Monday 9:00 am AEDT session reads as Monday, not as the UTC Sunday', async () => {
    const text = await failedChargeEmail('Australia/Sydney');
    expect(text).toContain('We could not charge $220.00 for your session on Monday 23 November 2026, 9:00 am AEDT.');
    expect(text).not.toMatch(/2026-11-22|Sunday/);
  });

  it('a client in Perth reads it in AWST; without a zone of their own, the zone they booked in', async () => {
    expect(await failedChargeEmail('Australia/Perth')).toContain('on Monday 23 November 2026, 6:00 am AWST.');
    expect(await failedChargeEmail()).toContain('on Monday 23 November 2026, 9:00 am AEDT.');
  });
});
