import { readEnvironment } from '../environment';
import { hashPassword } from '../services/identity/accounts/passwords';
import { findAccountByEmail } from '../services/identity/accounts/accounts';
import type { AccountUserType } from '../services/identity/accounts/account.model';
import { createUserWithProfile, type NewUser } from '../services/accounts/profiles/new-user';
import { DEMO_WORLDS, type DemoWorld } from './demo-worlds';

/** Every demo account's password (README, e2e journeys). Demo data only: never a real account. */
export const DEMO_PASSWORD = 'Harbour-demo-2026';

export interface DemoAccount {
  email: string;
  userType: AccountUserType;
  firstName: string;
  lastName: string;
  isApproved: boolean;
  postcode?: string;
  /** Valid by the Medicare provider number check (domain.md). */
  providerNumber?: string;
  practiceName?: string;
}

/** A world's client, psychologist, GP and administrator (demo-worlds.ts): the same people at each world's addresses. */
function worldAccounts(world: DemoWorld): DemoAccount[] {
  return [
    { email: world.client, userType: 'client', firstName: 'Alex', lastName: 'Client', isApproved: true, postcode: '2000' },
    {
      email: world.psychologist,
      userType: 'psychologist',
      firstName: world.psychologistFirstName,
      lastName: 'Psychologist',
      isApproved: true,
      postcode: '3000',
      providerNumber: '2547611Y',
    },
    {
      email: world.gp,
      userType: 'gp',
      firstName: 'Jordan',
      lastName: 'General',
      isApproved: true,
      postcode: '5000',
      providerNumber: '4812261H',
      practiceName: 'Harbour Street Medical Centre',
    },
    { email: world.administrator, userType: 'administrator', firstName: 'Ada', lastName: 'Administrator', isApproved: true },
  ];
}

/** One account per role in each demo world, plus a psychologist still waiting for approval. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  ...DEMO_WORLDS.flatMap(worldAccounts),
  {
    email: 'pending.psychologist@harbour.test',
    userType: 'psychologist',
    firstName: 'Pat',
    lastName: 'Pending',
    isApproved: false,
    postcode: '4000',
    providerNumber: '2199031H',
  },
];

function newUser(demo: DemoAccount, passwordHash: string): NewUser {
  const base = { email: demo.email, passwordHash, isApproved: demo.isApproved };
  const person = { firstName: demo.firstName, lastName: demo.lastName, postcode: demo.postcode };
  switch (demo.userType) {
    case 'client':
      return { ...base, userType: 'client', profile: person };
    case 'psychologist':
      return { ...base, userType: 'psychologist', profile: { ...person, providerNumber: demo.providerNumber } };
    case 'gp':
      return { ...base, userType: 'gp', profile: { ...person, providerNumber: demo.providerNumber!, practiceName: demo.practiceName } };
    case 'administrator':
      return { ...base, userType: 'administrator' };
  }
}

/**
 * Creates the demo accounts that do not exist yet (by email), with their profiles. Idempotent:
 * an existing account is left exactly as it is. Returns the emails it created.
 */
export async function seedDemoAccounts(accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): Promise<string[]> {
  const created: string[] = [];
  for (const demo of accounts) {
    if (await findAccountByEmail(demo.email)) continue;
    await createUserWithProfile(newUser(demo, await hashPassword(DEMO_PASSWORD)));
    created.push(demo.email);
  }
  return created;
}

/**
 * Demo accounts have a published password: never in production (HARBOUR_ENV) unless asked for explicitly
 * (SEED_DEMO_ACCOUNTS=true); SEED_DEMO_ACCOUNTS=false turns them off anywhere.
 */
export function shouldSeedDemoAccounts(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SEED_DEMO_ACCOUNTS === 'true') return true;
  if (env.SEED_DEMO_ACCOUNTS === 'false') return false;
  // Development and test only: production, or a HARBOUR_ENV the API would refuse, gets none.
  const { environment } = readEnvironment(env);
  return environment === 'development' || environment === 'test';
}
