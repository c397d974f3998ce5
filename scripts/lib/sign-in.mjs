// Signs in through the real identity authority as the shell does (authorization code + PKCE),
// with fetch instead of a browser: authorize → sign-in form → resume → code → token endpoint.
import { createHash, randomBytes } from 'node:crypto';
import { generateSync } from 'otplib';

const CLIENT_ID = 'HarbourWeb';
const SCOPE = 'openid profile email offline_access api';

/**
 * One sign-in attempt. `base` is where requests go (the portal, or the API directly); `publicUrl`
 * is the portal origin the redirect URI names; `headers` go with every request (the bench sets
 * the X-Forwarded-For a portal proxy would). Answers the refusing status, or the token endpoint's
 * status with the access token. `totpSecret`: an administrator's authenticator secret, for the
 * second step after the password (the current step's code, else the next one's: each counts once).
 */
export async function attemptSignIn({ base, publicUrl = base, email, password, totpSecret, headers = {} }) {
  const cookies = new Map();
  const step = async (url, init = {}) => {
    const response = await fetch(new URL(url, base), {
      ...init,
      redirect: 'manual',
      headers: { ...headers, ...init.headers, cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    return response;
  };
  const redirectUri = `${publicUrl}/auth/callback`;
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL('/identity/auth', base);
  authorize.search = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: SCOPE,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  }).toString();

  const interaction = (await step(authorize)).headers.get('location');
  if (!interaction) throw new Error('the authority did not ask for sign-in');
  const login = await step(`${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  let resume = login.headers.get('location');
  if (login.status < 300 || login.status >= 400 || !resume) return { status: login.status };
  if (resume.endsWith('/second-factor')) {
    if (!totpSecret) return { status: (await step(resume)).status };
    let answer;
    for (const offset of [0, 30, -30]) {
      const code = generateSync({ secret: totpSecret, epoch: Math.floor(Date.now() / 1000) + offset });
      answer = await step(resume, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ code }).toString() });
      if (answer.status !== 401) break;
    }
    resume = answer.headers.get('location');
    if (answer.status !== 303 || !resume) return { status: answer.status };
  }
  const callback = new URL((await step(resume)).headers.get('location') ?? '', publicUrl);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no authorization code in ${callback}`);
  const token = await step('/identity/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: CLIENT_ID, code_verifier: verifier }).toString(),
  });
  return { status: token.status, accessToken: token.ok ? (await token.json()).access_token : undefined };
}

/** The access token of a signed-in user; throws when the sign-in is refused. */
export async function signInThroughAuthority(portalUrl, email, password, totpSecret) {
  const { status, accessToken } = await attemptSignIn({ base: portalUrl, email, password, totpSecret });
  if (!accessToken) throw new Error(`sign-in as ${email} refused (${status})`);
  return accessToken;
}
