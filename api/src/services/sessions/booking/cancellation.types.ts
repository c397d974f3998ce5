export interface CancellationFee {
  sessionId: string;
  /** Cancelling now falls inside the late-cancellation window. */
  isLateCancellation: boolean;
  /** What the client is charged if they cancel now (0 outside the window, and always 0 for the psychologist). */
  feeCents: number;
  /** The psychologist's window, in hours before the start. */
  lateCancellationHours: number;
  /** Until then a cancellation is free. */
  freeCancellationUntil: Date;
}

export interface CancelSessionRequest {
  reason?: string;
  /** From /practitioner-cancellation-reasons (psychologists: required). */
  reasonId?: number;
  /** Required when the reason needs an explanation ('Other'). */
  reasonOther?: string;
}

export interface RescheduleSessionRequest {
  /** The new start, ISO 8601 instant. */
  sessionDate: string;
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
