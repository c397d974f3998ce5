/** The operator console's view of payments. Money in integer cents (AUD). */

/** A session whose charge failed (or waits for the client's bank) and is not paid. */
export interface OutstandingPaymentRow {
  sessionId: string;
  clientId: string;
  clientEmail: string;
  sessionStartDate: Date;
  /** Funding route: Private, Medicare, BulkBilled, NDIS, DVA, WorkersComp or Partnership. */
  fundingRoute: string;
  amountCents: number;
  /** Failed, or RequiresAction (the client's bank asks them to confirm). */
  status: string;
  failureMessage?: string;
  /** When the first charge of this session failed. */
  since: Date;
}

export interface OutstandingPaymentsPage {
  payments: OutstandingPaymentRow[];
  page: number;
  pageCount: number;
  total: number;
}

export interface RefundView {
  refundId: string;
  amountCents: number;
  reason: string;
  /** Processing, Succeeded or Failed. */
  status: string;
  requestedAt: Date;
  failureMessage?: string;
}

/** A session's succeeded payment, with its refunds. */
export interface PaidPaymentRow {
  sessionId: string;
  clientId: string;
  clientEmail: string;
  sessionStartDate: Date;
  fundingRoute: string;
  paidCents: number;
  paidAt: Date;
  /** What may still be refunded. */
  leftCents: number;
  refunds: RefundView[];
}

export interface PaidPaymentsPage {
  payments: PaidPaymentRow[];
  page: number;
  pageCount: number;
  total: number;
}

export interface NewRefundRequest {
  /**
   * The refund form's key: sending it again (a double click, a retry) refunds once.
   * @pattern ^[A-Za-z0-9-]{16,64}$ Send the refund form's key (16 to 64 letters, digits or dashes).
   */
  requestId: string;
  /**
   * Default: all that is left.
   * @isInt Enter the amount in whole cents.
   */
  amountCents?: number;
  /**
   * @minLength 1 Say why the payment is refunded.
   * @maxLength 500 Keep the reason under 500 characters.
   */
  reason: string;
}

export interface RefundResult {
  sessionId: string;
  /** false: this request was made before; its refund is shown as it stands. */
  created: boolean;
  refund: RefundView;
  leftCents: number;
}

/** A dispute (chargeback) Stripe told us about. */
export interface PaymentDisputeRow {
  disputeId: string;
  sessionId?: string;
  amountCents: number;
  reason: string;
  status: string;
  openedAt: Date;
}
