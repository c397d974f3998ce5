import type { AuthState, GuardType, UserType } from '@harbour/platform';
import { decideGuard } from './guard';

const signedIn = (userType: UserType, isApproved = true): AuthState => ({
  status: 'authenticated',
  user: { sub: 'u1', userType, accessToken: 't', expiresAt: 0, profile: { isApproved } },
});

const people: Record<string, AuthState> = {
  anonymous: { status: 'unauthenticated' },
  client: signedIn('client', false), // clients are approved whatever the flag says
  psychologist: signedIn('psychologist'),
  'unapproved psychologist': signedIn('psychologist', false),
  gp: signedIn('gp'),
  administrator: signedIn('administrator', false),
};

// Spec §2 and §4: every guard type × every kind of visitor.
const expected: Record<GuardType, Record<string, string>> = {
  public: { anonymous: 'render', client: 'render', psychologist: 'render', 'unapproved psychologist': 'render', gp: 'render', administrator: 'render' },
  authenticated: {
    anonymous: 'redirect /login?returnTo=%2Fpage%3Fx%3D1',
    client: 'render',
    psychologist: 'render',
    'unapproved psychologist': 'awaiting-approval',
    gp: 'render',
    administrator: 'redirect /admin',
  },
  patient: {
    anonymous: 'redirect /login?returnTo=%2Fpage%3Fx%3D1',
    client: 'render',
    psychologist: 'redirect /psychologists/account',
    'unapproved psychologist': 'redirect /psychologists/account',
    gp: 'redirect /gp/account',
    administrator: 'redirect /admin',
  },
  psychologist: {
    anonymous: 'redirect /login?returnTo=%2Fpage%3Fx%3D1',
    client: 'redirect /account',
    psychologist: 'render',
    'unapproved psychologist': 'awaiting-approval',
    gp: 'redirect /gp/account',
    administrator: 'redirect /admin',
  },
  gp: {
    anonymous: 'redirect /login?returnTo=%2Fpage%3Fx%3D1',
    client: 'redirect /account',
    psychologist: 'redirect /psychologists/account',
    'unapproved psychologist': 'redirect /psychologists/account',
    gp: 'render',
    administrator: 'redirect /admin',
  },
  administrator: {
    anonymous: 'redirect /login?returnTo=%2Fpage%3Fx%3D1',
    client: 'redirect /account',
    psychologist: 'redirect /psychologists/account',
    'unapproved psychologist': 'redirect /psychologists/account',
    gp: 'redirect /gp/account',
    administrator: 'render',
  },
};

describe('route guards', () => {
  for (const [guard, row] of Object.entries(expected))
    for (const [person, outcome] of Object.entries(row))
      it(`${guard} route, ${person} → ${outcome}`, () => {
        const decision = decideGuard(guard as GuardType, people[person], '/page?x=1');
        expect(decision.kind === 'redirect' ? `redirect ${decision.to}` : decision.kind).toBe(outcome);
      });

  it('waits while sign-in state is still pending on a guarded route', () => {
    expect(decideGuard('patient', { status: 'pending' }, '/account')).toEqual({ kind: 'pending' });
  });
  it('an unapproved GP sees the awaiting-approval page in the GP area', () => {
    expect(decideGuard('gp', signedIn('gp', false), '/gp/account')).toEqual({ kind: 'awaiting-approval' });
  });
});
