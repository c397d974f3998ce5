import { paymentGateway } from '../gateway/payment-gateway';
import { PaymentCardModel } from './payment-card.model';

/** Detaches a closed account's saved cards at Stripe and marks ours deleted. */
export async function removeCardsOf(patientId: string, now: Date): Promise<void> {
  const cards = (await PaymentCardModel.find({ patientId }).lean()).filter((c) => !c.deletedAt);
  for (const card of cards) {
    try {
      await paymentGateway().detachCard(card.stripePaymentMethodId);
    } catch {
      // Stripe unreachable or not configured: our record goes either way (nothing can charge it without it).
    }
    await PaymentCardModel.updateOne({ _id: card._id }, { $set: { deletedAt: now } });
  }
}
