import type { Request } from 'express';
import type { AccountUserType } from '../services/identity/accounts/account.model';
import { unauthorised } from '../http/problem';

/** Who made a request: set by the `jwt` security check from the verified access token. */
export interface AuthenticatedUser {
  sub: string;
  userType: AccountUserType;
  isApproved: boolean;
  /** The signed-in session (grant) the token belongs to: step-up proofs are recorded against it. */
  grantId?: string;
}

/** The signed-in caller of a `@Security('jwt', …)` method (tsoa puts it on `req.user`). */
export function currentUser(req: Request): AuthenticatedUser {
  const user = (req as Request & { user?: AuthenticatedUser }).user;
  if (!user) throw unauthorised();
  return user;
}
