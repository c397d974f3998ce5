/**
 * A demo world is the client, the psychologist, the GP and the administrator of the README's demo
 * accounts, with the sessions, listing, hours and invoice details the seed gives them. World 1 is
 * the README's (`client@harbour.test` …); the others are the same under `.2`, `.3` addresses
 * (`client.2@harbour.test` …), so each end-to-end worker signs in as its own people and never sees
 * another's bookings, messages or edits, nor uses up another's authenticator codes
 * (e2e/support/accounts.ts). Only the psychologist's name differs, because the directory and a GP's
 * psychologist search list them all.
 */
export interface DemoWorld {
  client: string;
  psychologist: string;
  gp: string;
  /** Enrolled with the demo authenticator secret (demo-second-factor.ts). */
  administrator: string;
  /** The psychologist's first name (their last name is "Psychologist"). */
  psychologistFirstName: string;
  sessionIds: { past: string; upcoming: string };
}

const world = (suffix: string, psychologistFirstName: string, sessionSuffix: string): DemoWorld => ({
  client: `client${suffix}@harbour.test`,
  psychologist: `psychologist${suffix}@harbour.test`,
  gp: `gp${suffix}@harbour.test`,
  administrator: `admin${suffix}@harbour.test`,
  psychologistFirstName,
  sessionIds: { past: `demo-session-past${sessionSuffix}`, upcoming: `demo-session-upcoming${sessionSuffix}` },
});

export const DEMO_WORLDS: readonly DemoWorld[] = [world('', 'Sam', ''), world('.2', 'Kai', '-2'), world('.3', 'Noa', '-3')];
