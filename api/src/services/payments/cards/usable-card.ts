import { cardUsableOn, PaymentCardModel } from './payment-card.model';

/** Whether the client has a saved card still valid on the date (booking asks before it charges). */
export async function hasUsableCard(patientId: string, on: Date): Promise<boolean> {
  return (await PaymentCardModel.find({ patientId }).lean()).some((c) => cardUsableOn(c, on));
}
