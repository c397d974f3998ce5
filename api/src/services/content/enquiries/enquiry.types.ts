/** What someone asks through the contact form (`/contact`). */
export interface ContactRequest {
  /** @maxLength 200 */
  name: string;
  /** Where we reply. Also what the per-sender limit counts (5 a minute). @maxLength 254 */
  email: string;
  /** What it is about. */
  topic: ContactTopic;
  /** @maxLength 5000 */
  message: string;
  /**
   * Leave empty. A field people never see (a honeypot): a request that fills it is answered as if
   * sent, and nothing is sent or stored.
   * @maxLength 500
   */
  website?: string;
}

export type ContactTopic = 'booking' | 'payments' | 'sessions' | 'account' | 'privacy' | 'psychologists' | 'gps' | 'other';

/** A partner organisation's enquiry (`/organisations`): health funds, employers, clinics. */
export interface PartnerEnquiryRequest {
  /** @maxLength 200 */
  name: string;
  /** @maxLength 254 */
  email: string;
  /** @maxLength 200 */
  organisation: string;
  organisationType: OrganisationType;
  /** @maxLength 200 */
  role?: string;
  /** @maxLength 40 */
  phone?: string;
  /** @maxLength 5000 */
  message: string;
  /**
   * Leave empty (a honeypot, as on the contact form).
   * @maxLength 500
   */
  website?: string;
}

export type OrganisationType = 'health-fund' | 'employer' | 'eap-provider' | 'clinic-or-gp-practice' | 'education' | 'government' | 'other';

/** The answer to a sent enquiry. */
export interface EnquiryReceived {
  /** Quote it if you write again, e.g. H-7K3M9Q. */
  reference: string;
}
