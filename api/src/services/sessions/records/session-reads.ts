import { SessionModel, type SessionRecord } from './session.model';

/** A session's payment status as stored now (after a charge wrote it). */
export async function sessionPaymentStatusOf(sessionId: string): Promise<SessionRecord['paymentStatus']> {
  return (await SessionModel.findById(sessionId, { paymentStatus: 1 }).lean())!.paymentStatus;
}
