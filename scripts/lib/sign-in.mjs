// Signs in through the real identity authority as the shell does (authorization code + PKCE),
// with fetch instead of a browser: authorize → sign-in form → resume → code → token endpoint.
import { createHash, randomBytes } from 'node:crypto';

const CLIENT_ID = 'HarbourWeb';
const SCOPE = 'openid profile email offline_access api';

export async function signInThroughAuthority(portalUrl, email, password) {
  const cookies = new Map();
  const step = async (url, init = {}) => {
    const response = await fetch(new URL(url, portalUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    return response;
  };
  const redirectUri = `${portalUrl}/auth/callback`;
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL('/identity/auth', portalUrl);
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
  const resume = login.headers.get('location');
  if (!resume) throw new Error(`sign-in as ${email} refused (${login.status})`);
  const callback = new URL((await step(resume)).headers.get('location') ?? '', portalUrl);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no authorization code in ${callback}`);
  const token = await step('/identity/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: CLIENT_ID, code_verifier: verifier }).toString(),
  });
  if (!token.ok) throw new Error(`token endpoint answered ${token.status}`);
  return (await token.json()).access_token;
}
