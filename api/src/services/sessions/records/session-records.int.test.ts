import { isDuplicateKey } from '../../../lib/duplicate-key';
import { connectTestDatabase, disconnectTestDatabase } from '../../../test-support/database';
import { sessionRecord } from '../../../test-support/session-record';
import { sessionOf, sessionsOfPatient, sessionsOfPsychologist } from './session-reads';
import { cancelSessionRecord, createSession, moveSession, removeSessionBookedBy, setSessionPaymentStatus } from './session-writes';
import { SessionModel, type SessionRecord } from './session.model';

// The sessions front door on the real database: what other domains read and write through it.
beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);

const createdAt = new Date('2030-01-01T00:00:00Z');
const terms = { lateCancellationHours: 24, lateCancellationFeeCents: 5000, acceptedAt: createdAt, source: 'booking' as const };

const record = (id: string, patientId: string, psychologistId: string, extra: Partial<SessionRecord> = {}): SessionRecord =>
  sessionRecord(patientId, psychologistId, new Date('2030-02-01T00:00:00Z'), { _id: id, priceReservationId: `r-${id}`, createdAt, ...extra });

const stored = (id: string) => SessionModel.findById(id).lean();

describe('session reads', () => {
  beforeAll(async () => {
    await createSession(record('read-1', 'pat-a', 'psy-a'));
    await createSession(record('read-2', 'pat-a', 'psy-b'));
    await createSession(record('read-3', 'pat-b', 'psy-a'));
  });

  it('answers one session by id, null for an unknown id', async () => {
    expect(await sessionOf('read-1')).toMatchObject({ _id: 'read-1', patientId: 'pat-a', psychologistId: 'psy-a', timezoneId: 'Australia/Sydney' });
    expect(await sessionOf('no-such-session')).toBeNull();
  });

  it.each([
    ['sessionOf', () => sessionOf('read-1', { fields: ['psychologistId'] }).then((s) => [s])],
    ['sessionsOfPatient', () => sessionsOfPatient('pat-a', { fields: ['psychologistId'] })],
    ['sessionsOfPsychologist', () => sessionsOfPsychologist('psy-a', { fields: ['psychologistId'] })],
  ])('%s with named fields reads only those fields and the id', async (_name, read) => {
    for (const session of await read()) expect(Object.keys(session!).sort()).toEqual(['_id', 'psychologistId']);
  });

  it.each([
    ['a client', () => sessionsOfPatient('pat-a'), ['read-1', 'read-2']],
    ['another client', () => sessionsOfPatient('pat-b'), ['read-3']],
    ['a psychologist', () => sessionsOfPsychologist('psy-a'), ['read-1', 'read-3']],
    ['someone with none', () => sessionsOfPsychologist('psy-none'), []],
  ])('reads only the sessions of %s', async (_who, read, ids) => {
    expect((await read()).map((s) => s._id).sort()).toEqual(ids);
  });
});

describe('session writes', () => {
  it('a second insert of the same id is refused with a duplicate-key error and leaves the first as it was', async () => {
    await createSession(record('dup', 'pat-c', 'psy-c'));
    const second = await createSession(record('dup', 'pat-other', 'psy-other')).catch((err: unknown) => err);
    expect(isDuplicateKey(second)).toBe(true);
    expect(await stored('dup')).toMatchObject({ patientId: 'pat-c', psychologistId: 'psy-c' });
  });

  it.each([
    ['another reservation', true, { priceReservationId: 'r-someone-else', createdAt }],
    ['another instant', true, { priceReservationId: 'r-undo', createdAt: new Date('2030-01-02T00:00:00Z') }],
    ['the booking that wrote it', false, { priceReservationId: 'r-undo', createdAt }],
  ])('undoing a booking, given %s, keeps the session: %s', async (_which, kept, booking) => {
    await SessionModel.deleteOne({ _id: 'undo' });
    await createSession(record('undo', 'pat-d', 'psy-d'));
    await removeSessionBookedBy('undo', booking);
    expect((await stored('undo')) !== null).toBe(kept);
  });

  it('sets the payment status alone', async () => {
    await createSession(record('pay', 'pat-e', 'psy-e'));
    await setSessionPaymentStatus('pay', 'Failed');
    expect(await stored('pay')).toMatchObject({ paymentStatus: 'Failed', sessionStatus: 'Pending', patientId: 'pat-e' });
  });

  it.each([
    ['by the client: a late-reschedule fee owed stays, terms given are kept', false, terms, 2500, terms],
    ['by the psychologist: the late-reschedule fee is waived, stored terms untouched', true, undefined, undefined, undefined],
  ])('cancels %s', async (_case, waiveLateRescheduleFee, givenTerms, feeAfter, termsAfter) => {
    const id = `cancel-${String(waiveLateRescheduleFee)}`;
    await createSession(record(id, 'pat-f', 'psy-f', { lateRescheduleFeeCents: 2500 }));
    const cancellation = { byUserId: 'pat-f', byUserType: 'client' as const, feeCents: 0 };
    const cancelledAt = new Date('2030-01-20T00:00:00Z');
    await cancelSessionRecord(id, { cancelledAt, cancellation, paymentStatus: 'Pending', ...(givenTerms && { terms: givenTerms }), waiveLateRescheduleFee });
    const after = (await stored(id))!;
    expect(after).toMatchObject({ sessionStatus: 'Cancelled', cancelledAt, cancellation, paymentStatus: 'Pending' });
    expect(after.lateRescheduleFeeCents).toBe(feeAfter);
    expect(after.terms).toEqual(termsAfter);
  });

  it('moves a session with what the move changed, leaving the rest', async () => {
    await createSession(record('move', 'pat-g', 'psy-g', { medicareReferralId: 'ref-old' }));
    const startsAt = new Date('2030-03-01T00:00:00Z');
    const endsAt = new Date('2030-03-01T00:50:00Z');
    await moveSession('move', { startsAt, endsAt, rescheduleCount: 1, lateRescheduleFeeCents: 3000, paymentStatus: 'NotDue' });
    expect(await stored('move')).toMatchObject({ startsAt, endsAt, rescheduleCount: 1, lateRescheduleFeeCents: 3000, medicareReferralId: 'ref-old', sessionStatus: 'Pending' });
  });
});
