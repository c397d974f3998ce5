import { cardUsableOn, PaymentCardModel, type PaymentCardRecord } from './payment-card.model';

/** The client's saved cards still valid on the date (booking checks the card a client chose is one). */
export async function usableCardsOf(patientId: string, on: Date): Promise<PaymentCardRecord[]> {
  return (await PaymentCardModel.find({ patientId }).lean()).filter((c) => cardUsableOn(c, on));
}

/** Whether the client has a saved card still valid on the date (booking asks before it charges). */
export async function hasUsableCard(patientId: string, on: Date): Promise<boolean> {
  return (await usableCardsOf(patientId, on)).length > 0;
}
