/** What the booking pages show a client before they book: who they are booking as, and through which partner. */
export interface BookingSummary {
  patientId: string;
  firstName: string;
  /** The current partner's display name (spec §3 "Referrer partner"), when the client has one. */
  partnerName?: string;
}
