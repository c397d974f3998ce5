/** A client's payment facts: what to offer first, whether they may book, what they owe. */

import type { FundingRouteName } from '../../funding';

export interface PatientPaymentType {
  /** The funding route to offer first: the partner's, else Private. */
  paymentType: FundingRouteName;
  partnerName?: string;
  hasPaymentMethod: boolean;
  hasCurrentMedicareReferral: boolean;
}

export interface BookingRulesRequest {
  /** The signed-in client's own id. */
  patientId: string;
  sessionId?: string;
}

export interface BookingRules {
  canBook: boolean;
  /** Why not, in words a client reads. */
  reasons: string[];
  hasValidPaymentMethod: boolean;
  outstandingPaymentSessionIds: string[];
}

export interface PatientPaymentStatus {
  hasFailedPayments: boolean;
  failedPayments: { sessionId: string; amountCents: number; sessionStartDate: Date }[];
}

export interface BookingPaymentCheck {
  sessionId: string;
  paymentStatus: 'NotDue' | 'Pending' | 'Paid' | 'Failed' | 'NotRequired';
  /** What the client owes for it (out-of-pocket, or the late-cancellation fee). */
  amountDueCents: number;
  /** The bank wants the client to confirm (3-D Secure): use clientSecret with Stripe.js. */
  requiresAction: boolean;
  clientSecret?: string;
}

export interface RetryPaymentResult {
  sessionId: string;
  paymentStatus: 'NotDue' | 'Pending' | 'Paid' | 'Failed' | 'NotRequired';
  outcome: string;
}
