import { codesAround } from './sign-in';

/**
 * Proves the second factor again in a signed-in administrator's session (step-up), as the console
 * does. The sign-in itself used one of the codes around now (each counts once), so the others are tried.
 */
export async function stepUp(baseUrl: string, authorization: string, totpSecret: string): Promise<void> {
  for (const code of codesAround(totpSecret)) {
    const answer = await fetch(`${baseUrl}/api/identity/second-factor/step-up`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    if (answer.status === 204) return;
    if (answer.status !== 422) throw new Error(`step-up answered ${answer.status}`);
  }
  throw new Error('every code around now was already used');
}
