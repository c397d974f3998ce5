import { tryCodesAround } from './sign-in';

/**
 * Proves the second factor again in a signed-in administrator's session (step-up), as the console
 * does. The sign-in itself used one of the codes around now (each counts once), so the others are tried.
 */
export async function stepUp(baseUrl: string, authorization: string, totpSecret: string): Promise<void> {
  let status = 0;
  const taken = await tryCodesAround(totpSecret, async (code) => {
    const answer = await fetch(`${baseUrl}/api/identity/second-factor/step-up`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    status = answer.status;
    if (status !== 204 && status !== 422) throw new Error(`step-up answered ${status}`);
    return status === 204;
  });
  if (!taken) throw new Error(`every code around now was already used (last answer ${status})`);
}
