import type { AccountUserType } from '../../identity';

/** An account's metadata for the console: who and in what standing, never clinical content. */
export interface AccountOverview {
  accountId: string;
  userType: AccountUserType;
  /** From their profile; absent when they never finished one. */
  firstName?: string;
  lastName?: string;
  email: string;
  /** Their email was confirmed (an account exists only once it is). */
  verified: boolean;
  /** approved, awaiting approval, declined or suspended (clients are approved on creation). */
  standing: 'approved' | 'awaiting-approval' | 'declined' | 'suspended';
  createdAt: string;
  /** Harbour does not record sign-ins yet, so this is absent. */
  lastSignInAt?: string;
  /** Wrong passwords made the next try wait until this time (ISO, UTC); absent when they may sign in now. */
  lockedOutUntil?: string;
}
