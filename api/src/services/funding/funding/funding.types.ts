import type { FundingRouteName } from '../../payments';

export interface MedicareReferralRequest {
  /** The referring GP's name. */
  referrerName: string;
  /** The GP's Medicare provider number (optional). */
  referrerProviderNumber?: string;
  /** 'YYYY-MM-DD'. */
  issuedOn: string;
  /** 'YYYY-MM-DD'; default 12 months after issuedOn. */
  validUntil?: string;
}

export interface MedicareReferral {
  medicareReferralId: string;
  referrerName: string;
  referrerProviderNumber?: string;
  issuedOn: string;
  validUntil: string;
}

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
