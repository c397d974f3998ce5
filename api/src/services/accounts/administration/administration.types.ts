export interface PractitionerSummary {
  userId: string;
  userType: 'psychologist' | 'gp';
  email: string;
  firstName?: string;
  lastName?: string;
  providerNumber?: string;
  practiceName?: string;
  isApproved: boolean;
  /** Set while an administrator has them suspended. */
  suspendedAt?: Date;
  /** Why they are suspended (what they were emailed). */
  suspensionReason?: string;
  /** When the account was created (the email verified). */
  createdAt: Date;
}

export interface PractitionersAwaitingApproval {
  practitioners: PractitionerSummary[];
}

/** A decline, suspension or reinstatement: the reason is required and emailed to the practitioner. */
export interface PractitionerDecisionRequest {
  /** Shown to the practitioner word for word (1 to 1,000 characters). */
  reason: string;
}

/** One page of approved (and suspended) practitioners, oldest first. */
export interface ApprovedPractitionersPage {
  practitioners: PractitionerSummary[];
  /** How many match the search, over all pages. */
  total: number;
  page: number;
  pageSize: number;
}
