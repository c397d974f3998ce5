import type { FundingDetails, FundingRouteName } from '../../payments';

/** The next session with the same client, priced and held (spec §7 POST /sessions/in-session/price-reservation). */
export interface InSessionPriceReservationRequest {
  patientId: string;
  /** ISO 8601 instant (UTC or with offset). */
  sessionStartDate: string;
  /** The client's IANA zone the time was chosen in (default the current session's). */
  timezoneId?: string;
  /** Default the current session's length. */
  sessionDurationTypeId?: number;
  /** Default the current session's therapy type. */
  therapyTypeId?: number;
  /** Default the current session's funding route and details (the client's funding). */
  fundingRoute?: FundingRouteName;
  funding?: FundingDetails;
  discountCode?: string;
}

export interface InSessionPriceReservationUpdate {
  patientId: string;
  sessionStartDate?: string;
  timezoneId?: string;
  fundingRoute?: FundingRouteName;
  funding?: FundingDetails;
  /** An empty string removes the code. */
  discountCode?: string;
}

export interface InSessionPaymentMethodRequest {
  patientId: string;
  /** A Stripe payment method id (Stripe Elements, or a documented test one in test mode). Never a card number. */
  paymentMethodId: string;
  isPrimaryPaymentMethod?: boolean;
  name?: string;
}

export interface InSessionPatientPaymentRequest {
  patientId: string;
  /** Our id of one of the client's cards. */
  primaryPaymentMethodId: string;
}

export interface InSessionBookRequest {
  /** From POST /sessions/in-session/price-reservation. */
  reservationId: string;
  /** The client agreed to the cancellation policy (required). */
  acceptCancellationPolicy: boolean;
  /** One of the client's cards; default their primary card. */
  paymentMethodId?: string;
}
