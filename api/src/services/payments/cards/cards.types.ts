export interface SavePaymentMethodRequest {
  /**
   * A Stripe payment method id made in the browser (Stripe Elements), or in test mode one of
   * Stripe's documented test payment methods (pm_card_visa, pm_card_mastercard, …). Never a card number.
   */
  paymentMethodId: string;
  isPrimaryPaymentMethod?: boolean;
  /** A name for the card, e.g. "Work card". */
  name?: string;
}

export interface PaymentCard {
  /** Our id for the card (used by PUT/DELETE /patient/cards/{id} and primaryPaymentMethodId). */
  id: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  name?: string;
  isPrimary: boolean;
}

export interface SavedPaymentMethod {
  card: PaymentCard;
  /** succeeded, or requires_action: confirm in the browser with clientSecret (3-D Secure). */
  setupStatus: string;
  clientSecret?: string;
}

export interface PatientCards {
  cards: PaymentCard[];
  primaryPaymentMethodId?: string;
  /** For Stripe Elements; absent when the server runs the test-mode card form. */
  publishableKey?: string;
}

export interface UpdateCardRequest {
  name?: string;
  expiryMonth?: number;
  expiryYear?: number;
}

export interface UpdatePatientPaymentRequest {
  /** Our card id to charge by default. */
  primaryPaymentMethodId: string;
}

export interface PatientPaymentSettings {
  primaryPaymentMethodId?: string;
}
