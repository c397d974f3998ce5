import type { FundingDetails, FundingRouteName, PriceQuote } from '../../payments';

export interface CreatePriceReservationRequest {
  psychologistId: string;
  /** ISO 8601 instant (UTC or with offset). */
  sessionStartDate: string;
  /** The IANA zone the client chose the time in, e.g. Australia/Perth. */
  timezoneId: string;
  sessionDurationTypeId: number;
  therapyTypeId: number;
  /** Default Private. */
  fundingRoute?: FundingRouteName;
  funding?: FundingDetails;
  discountCode?: string;
  claimingReferrerId?: string;
  requestClaimEstimate?: boolean;
  ignoreRelationshipValidation?: boolean;
}

export interface UpdatePriceReservationRequest {
  psychologistId?: string;
  sessionStartDate?: string;
  timezoneId?: string;
  fundingRoute?: FundingRouteName;
  funding?: FundingDetails;
  /** An empty string removes the code. */
  discountCode?: string;
  claimingReferrerId?: string;
  requestClaimEstimate?: boolean;
}

export interface PriceReservation {
  reservationId: string;
  psychologistId: string;
  sessionStartDate: Date;
  sessionEndDate: Date;
  timezoneId: string;
  sessionDurationTypeId: number;
  therapyTypeId: number;
  durationMinutes: number;
  status: 'Held' | 'Booked' | 'Released' | 'Expired';
  /** The time is held for this client until then. */
  expiresAt: Date;
  quote: PriceQuote;
  /** Set once booked. */
  sessionId?: string;
  /** The psychologist's late-cancellation window and fee, shown before the client confirms. */
  cancellationPolicy: ReservationCancellationPolicy;
}

export interface ReservationCancellationPolicy {
  /** Cancelling or rescheduling later than this many hours before the start costs the fee. */
  lateCancellationHours: number;
  lateCancellationFeeCents: number;
  /** Free cancellation until this instant. */
  freeCancellationUntil: Date;
}
