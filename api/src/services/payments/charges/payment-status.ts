import { sessionsOfPatient } from '../../sessions';
import { amountDue } from './charge-session';

export interface OutstandingPayment {
  sessionId: string;
  amountCents: number;
  sessionStartDate: Date;
}

/** Sessions whose charge failed and is not yet paid: a client with one may not book another. */
export async function outstandingPayments(patientId: string): Promise<OutstandingPayment[]> {
  const sessions = await sessionsOfPatient(patientId);
  return sessions
    .filter((s) => s.paymentStatus === 'Failed')
    .map((s) => ({ sessionId: s._id, amountCents: amountDue(s).amountCents, sessionStartDate: s.startsAt }));
}
