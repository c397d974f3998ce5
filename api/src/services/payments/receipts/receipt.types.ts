/** A paid (or fully funded) session's receipt with what a Medicare claim needs. Money in integer cents (AUD). */
export interface SessionReceipt {
  sessionId: string;
  /** The receipt number printed on it. */
  receiptNumber: string;
  sessionStartDate: Date;
  timezoneId: string;
  durationMinutes: number;
  psychologistName: string;
  /** The psychologist's Medicare provider number (absent when they have none on file). */
  providerNumber?: string;
  /** Funding route: Private, Medicare, BulkBilled, NDIS, DVA, WorkersComp or Partnership. */
  sessionType: string;
  /** MBS item number for a Medicare session (e.g. 80010, 91167). */
  itemNumber?: string;
  feeCents: number;
  /** What Medicare pays back (the rebate the client claims, or the bulk-billed amount). */
  rebateCents: number;
  funderPaysCents: number;
  discountCents: number;
  /** What the client paid. */
  amountPaidCents: number;
  /** When the card was charged; absent when nothing was charged (bulk billed, fully funded). */
  paidAt?: Date;
  cardBrand?: string;
  cardLast4?: string;
  /** Refunds of this payment, oldest first (absent: none). */
  refunds?: ReceiptRefund[];
  /** What was refunded in all; what the client paid less this is what they paid in the end. */
  refundedCents: number;
  /** The client can claim the rebate from Medicare with these details. */
  isMedicareClaimable: boolean;
}

/** A refund of a session's payment, as the receipt shows it. */
export interface ReceiptRefund {
  amountCents: number;
  refundedAt: Date;
}
