import { ACCOUNT_HOME, isApprovedUser, type AuthState, type GuardType } from '@harbour/platform';

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'pending' }
  | { kind: 'redirect'; to: string }
  | { kind: 'awaiting-approval' };

const OWN_TYPE: Partial<Record<GuardType, string>> = { patient: 'client', psychologist: 'psychologist', gp: 'gp', administrator: 'administrator' };

export const loginPathFor = (path: string) => `/login?returnTo=${encodeURIComponent(path)}`;

/**
 * Spec §2 route guards and §4 approval gate, decided before an area mounts. `path` is the
 * path with its query, used to come back after signing in.
 */
export function decideGuard(guard: GuardType, auth: AuthState, path: string): GuardDecision {
  if (guard === 'public') return { kind: 'render' };
  if (auth.status === 'pending') return { kind: 'pending' };
  if (auth.status === 'unauthenticated') return { kind: 'redirect', to: loginPathFor(path) };
  const { user } = auth;
  const ownType = OWN_TYPE[guard];
  if (ownType && user.userType !== ownType) return { kind: 'redirect', to: ACCOUNT_HOME[user.userType] };
  // Administrators work in their console only; the other signed-in pages are not theirs.
  if (user.userType === 'administrator') return guard === 'administrator' ? { kind: 'render' } : { kind: 'redirect', to: ACCOUNT_HOME.administrator };
  if (!isApprovedUser(user)) return { kind: 'awaiting-approval' };
  return { kind: 'render' };
}
