import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { listCardsOf, savePaymentMethodFor, setPrimaryCardOf } from '../../payments';
import type { PatientCards, PatientPaymentSettings, SavedPaymentMethod } from '../../payments';
import { outstandingPayments } from '../../payments';
import type { PatientPaymentStatus } from '../../payments';
import { currentSessionWith } from './in-session-access';
import type { InSessionPatientPaymentRequest, InSessionPaymentMethodRequest } from './in-session.types';

/** GET /patient/{id}/in-session/cards: the client's saved cards (brand, last 4, expiry; never more) for the psychologist with them now. */
export async function inSessionCards(user: AuthenticatedUser, patientId: string, now = new Date()): Promise<PatientCards> {
  await currentSessionWith(user, patientId, now);
  return listCardsOf(patientId);
}

/** POST /sessions/in-session/payment-method: the client adds a card on the psychologist's screen (a Stripe payment method id, never a number). */
export async function saveInSessionPaymentMethod(user: AuthenticatedUser, body: InSessionPaymentMethodRequest, now = new Date()): Promise<SavedPaymentMethod> {
  await currentSessionWith(user, body.patientId, now);
  return savePaymentMethodFor(body.patientId, { paymentMethodId: body.paymentMethodId, ...(body.isPrimaryPaymentMethod !== undefined && { isPrimaryPaymentMethod: body.isPrimaryPaymentMethod }), ...(body.name !== undefined && { name: body.name }) });
}

/** PATCH /patient/in-session: which of the client's cards is charged by default. */
export async function setInSessionPrimaryCard(user: AuthenticatedUser, body: InSessionPatientPaymentRequest, now = new Date()): Promise<PatientPaymentSettings> {
  await currentSessionWith(user, body.patientId, now);
  return setPrimaryCardOf(body.patientId, body.primaryPaymentMethodId);
}

/** GET /patients/payment-status/in-session/{patientId}: a failed earlier charge blocks booking until retried. */
export async function inSessionPaymentStatus(user: AuthenticatedUser, patientId: string, now = new Date()): Promise<PatientPaymentStatus> {
  await currentSessionWith(user, patientId, now);
  const failed = await outstandingPayments(patientId);
  return { hasFailedPayments: failed.length > 0, failedPayments: failed };
}
