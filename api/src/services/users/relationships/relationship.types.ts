export interface AccountSearchResult {
  /** Client accounts with exactly this email (at most one); empty when none. */
  accounts: {
    userId: string;
    userType: 'client';
    firstName: string;
    lastName: string;
  }[];
}

export interface InitiateRelationshipRequest {
  inviteeUserId: string;
  /** Only clients can be invited: 'client'. */
  inviteeUserType: string;
  relationshipTherapyTypeId?: string;
  linkingTherapyTypeId?: string;
  /** Whether sessions booked by the initiator are shared with the invitee. */
  linkToInvitee?: boolean;
}

export interface InviteeRequest {
  email: string;
  firstName: string;
  lastName: string;
  relationshipTherapyTypeId?: string;
}

export interface InviteeCreated {
  partialAccountId: string;
  relationshipId: string;
}

export interface Relationship {
  relationshipId: string;
  status: 'Initiated' | 'Confirmed' | 'Deactivated';
  /** Whether the caller started it or was invited. */
  role: 'initiator' | 'invitee';
  partner: {
    userId?: string;
    firstName: string;
    lastName: string;
    hasAccount: boolean;
  };
  inviteeUserType: 'client';
  relationshipTherapyTypeId?: string;
  linkingTherapyTypeId?: string;
  linkToInvitee: boolean;
  createdAt: Date;
  confirmedAt?: Date;
}

export interface RelationshipList {
  relationships: Relationship[];
}
