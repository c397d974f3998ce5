export interface CancellationFee {
  sessionId: string;
  /** Cancelling now falls inside the late-cancellation window. */
  isLateCancellation: boolean;
  /**
   * What the client is charged if they cancel now: the late fee inside the window, and a late fee
   * already owed for a late reschedule (always 0 for the psychologist).
   */
  feeCents: number;
  /** What moving the session now adds for the client (a late reschedule counts as a late cancellation). */
  rescheduleFeeCents: number;
  /** The window the client accepted at booking, in hours before the start. */
  lateCancellationHours: number;
  /** The late fee the client accepted at booking (never above the session's fee). */
  lateCancellationFeeCents: number;
  /** Until then a cancellation is free. */
  freeCancellationUntil: Date;
}

export interface CancelSessionRequest {
  reason?: string;
  /** Psychologists: from /practitioner-cancellation-reasons (required). Clients: from /reschedule-reasons (optional). */
  reasonId?: number;
  /** Required when the reason needs an explanation ('Other'). */
  reasonOther?: string;
}

export interface RescheduleSessionRequest {
  /** The new start, ISO 8601 instant. */
  sessionDate: string;
  /**
   * The client agrees to the late fee: moving a session inside its late-cancellation window counts
   * as a late cancellation (see GET /payments/session/{id}/cancellation-fee). Required when a fee applies.
   */
  acceptLateFee?: boolean;
  /** From /reschedule-reasons. */
  reasonId?: number;
  reasonOther?: string;
}

export interface CheckPaymentMethodRequest {
  /** The new start when rescheduling (ISO 8601); default the session's own. */
  rescheduleStartDate?: string;
}

export interface PaymentMethodCheck {
  /** The client has a card valid on the day of the session. */
  hasValidPaymentMethod: boolean;
  /** A card is needed (the client pays something). */
  requiresPaymentMethod: boolean;
}
