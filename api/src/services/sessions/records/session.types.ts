import type { MoneyBreakdown } from '../../../lib/money';
/** A session as participants see it (spec §3 Session). Money is integer cents (AUD). */
export interface SessionParticipant {
  userId: string;
  userType: 'client' | 'psychologist';
  isLeadParticipant: boolean;
  firstName?: string;
  lastName?: string;
}

export interface SessionPriceSummary extends MoneyBreakdown {
  item?: string;
}

export interface SessionCancellation {
  byUserType: 'client' | 'psychologist';
  reason?: string;
  reasonId?: number;
  reasonOther?: string;
  feeCents: number;
}

export interface SessionDetails {
  sessionId: string;
  patientId: string;
  psychologist: { id: string; firstName?: string; lastName?: string };
  sessionParticipants: SessionParticipant[];
  /** UTC instant; show it in `timezoneId` (the client's) or the viewer's zone. */
  sessionStartDate: Date;
  sessionEndDate: Date;
  timezoneId: string;
  durationMinutes: number;
  sessionDurationTypeId: number;
  therapyTypeId: number;
  /** Funding route: Private, Medicare, BulkBilled, NDIS, DVA, WorkersComp or Partnership. */
  sessionType: string;
  sessionStatus: 'Pending' | 'Completed' | 'Cancelled';
  paymentStatus: 'NotDue' | 'Pending' | 'Paid' | 'Failed' | 'NotRequired';
  bookingGroupId?: string;
  price?: SessionPriceSummary;
  cancellation?: SessionCancellation;
  /** Where to join the video session (the session area's page). */
  joinPath: string;
}

export interface SessionList {
  sessions: SessionDetails[];
}

export interface BookSessionRequest {
  reservationId: string;
  /** The client accepted the psychologist's cancellation policy (required). */
  acceptCancellationPolicy: boolean;
  bookingGroupId?: string;
  /** Our card id (GET /patient/cards) to charge after the session; default the primary card. */
  paymentMethodId?: string;
}
