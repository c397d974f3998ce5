// The payments domain's front door: what other domains may use (functions and types, never its models).
export { listCardsOf, savePaymentMethodFor, setPrimaryCardOf } from './cards/cards';
export type { PatientCards, PatientPaymentSettings, SavedPaymentMethod } from './cards/cards.types';
export { cardUsableOn } from './cards/payment-card.model';
export { hasUsableCard, usableCardsOf } from './cards/usable-card';
export type { PaymentCardRecord } from './cards/payment-card.model';
export { ALREADY_PAID, PAYMENT_IN_PROGRESS, amountDue, chargeSession, retryAttempt } from './charges/charge-session';
export { outstandingPayments } from './charges/payment-status';
export { paymentGateway } from './gateway/payment-gateway';
export { refundedCentsBySession, refundsOfSession } from './refunds/session-refunds';
export type { RefundMade } from './refunds/session-refunds';
export { parseFundingRoute, priceSession } from './pricing/estimate';
export type { FundingDetails, FundingRouteName, PriceQuote } from './pricing/pricing.types';
export type { PatientPaymentStatus } from './patient-payments/patient-payments.types';
export { registerPayments } from './register-payments';
export { paymentRecordsOf } from './patient-payments/payment-records';
export type { PaymentRecordsOfClient } from './patient-payments/payment-records';
