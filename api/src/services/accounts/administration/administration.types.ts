export interface PractitionerSummary {
  userId: string;
  userType: 'psychologist' | 'gp';
  email: string;
  firstName?: string;
  lastName?: string;
  providerNumber?: string;
  practiceName?: string;
  isApproved: boolean;
  /** When the account was created (the email verified). */
  createdAt: Date;
}

export interface PractitionersAwaitingApproval {
  practitioners: PractitionerSummary[];
}
