/** An invoice as the psychologist sees it (money in integer cents, AUD; GST always 0: GST-free health service). */
export interface Invoice {
  invoiceId: string;
  /** "Tax invoice" (it shows the psychologist's ABN); "Invoice" only for one issued without an ABN before it was required. */
  documentTitle: 'Tax invoice' | 'Invoice';
  invoiceNumber: string;
  sessionId: string;
  /** 'session' for a session, 'late-cancellation' for a late-cancellation fee. */
  purpose: 'session' | 'late-cancellation';
  serviceDate: Date;
  timezoneId: string;
  issuedAt: Date;
  patientId: string;
  patientName: string;
  psychologistName: string;
  providerNumber?: string;
  abn?: string;
  businessName?: string;
  sessionType: string;
  medicareItem?: string;
  feeCents: number;
  discountCents: number;
  rebateCents: number;
  funderPaysCents: number;
  clientPaysCents: number;
  gstCents: number;
  gstStatement: string;
  status: 'Paid' | 'Unpaid';
  /** Refunded to the client of what they paid (0: nothing). */
  refundedCents: number;
}

export interface InvoiceTotalsView {
  count: number;
  feeCents: number;
  rebateCents: number;
  clientPaysCents: number;
  paidCents: number;
  outstandingCents: number;
}

export interface InvoiceList {
  invoices: Invoice[];
  totals: InvoiceTotalsView;
  /** Invoices due but not issued because no ABN is set (a tax invoice must show it); issued once it is. */
  awaitingAbn: number;
}

export interface PracticeBusinessDetails {
  /** 11 digits; checked with the ATO's ABN checksum. */
  abn?: string;
  businessName?: string;
  providerNumber?: string;
}

export interface UpdatePracticeBusinessDetailsRequest {
  abn?: string;
  businessName?: string;
}
