export interface AccountSearchResult {
  /**
   * Your linked partner with exactly this email (at most one); empty for every other address,
   * whether or not it has an account: the search never tells who is a Harbour client.
   */
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

/** The same answer whether or not the address has an account. */
export interface InviteeCreated {
  relationshipId: string;
}

export interface Relationship {
  relationshipId: string;
  status: 'Initiated' | 'Confirmed' | 'Deactivated';
  /** Whether the caller started it or was invited. */
  role: 'initiator' | 'invitee';
  /**
   * To the inviter, until the partner accepts: only the name the inviter typed, no user id, and
   * hasAccount false (whether the address has an account is never told). Afterwards: the partner.
   */
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
