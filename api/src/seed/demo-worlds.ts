/**
 * A demo world is the client, the psychologist and the GP of the README's demo accounts, with the
 * sessions, listing, hours and invoice details the seed gives them. There are two: world 1 is the
 * README's (`client@harbour.test` …); world 2 is the same under `.2` addresses
 * (`client.2@harbour.test` …), so two end-to-end workers each sign in as their own people and
 * never see each other's bookings, messages or edits (e2e/support/accounts.ts). Only the
 * psychologist's name differs, because the directory and a GP's psychologist search list both.
 */
export interface DemoWorld {
  client: string;
  psychologist: string;
  gp: string;
  /** The psychologist's first name (their last name is "Psychologist"). */
  psychologistFirstName: string;
  sessionIds: { past: string; upcoming: string };
}

const world = (suffix: string, psychologistFirstName: string, sessionSuffix: string): DemoWorld => ({
  client: `client${suffix}@harbour.test`,
  psychologist: `psychologist${suffix}@harbour.test`,
  gp: `gp${suffix}@harbour.test`,
  psychologistFirstName,
  sessionIds: { past: `demo-session-past${sessionSuffix}`, upcoming: `demo-session-upcoming${sessionSuffix}` },
});

export const DEMO_WORLDS: readonly DemoWorld[] = [world('', 'Sam', ''), world('.2', 'Kai', '-2')];
