import { onAccountClosing } from '../accounts';
import { removeCardsOf } from './cards/remove-cards';
import { outstandingPayments } from './charges/payment-status';

const paymentOwed = async (patientId: string) =>
  (await outstandingPayments(patientId)).length > 0 ? 'A session payment is still owed. Please retry it before closing your account.' : undefined;

/** What payments does for accounts, registered at start-up: a payment owed stops an account closing; a closed account's cards go. */
export function registerPayments(): void {
  onAccountClosing('payments', { refusal: paymentOwed, removeTraces: removeCardsOf });
}
