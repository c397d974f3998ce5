import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { ApiConfig } from '../../../config';
import { findAccountById, SESSION_VERSION_CLAIM, sessionVersion } from '../accounts/accounts';
import { administratorTtl, GRANT_CLAIM, secondFactorSessionTtl } from './administrator-sessions';
import type { IdentitySecrets } from '../signing-keys';
import { HARBOUR_WEB_CLIENT_ID, harbourWebClient } from './client';
import { MongoAdapter } from './mongo-adapter';
import { oneSuccessorPerRefresh } from './refresh-reuse';
import { identityProblemPage } from './interactions';
import { IDENTITY_PAGE_TEXTS, messagePage, signedOutPage, signOutPage } from './pages';

const FOURTEEN_DAYS = 14 * 24 * 60 * 60;
const API_RESOURCE_SCOPE = 'api';

/**
 * The identity authority (ARCHITECTURE §4): authorization code + PKCE for the public client
 * HarbourWeb, JWT access tokens for the API carrying `sub` and `user_type`, rotating refresh
 * tokens, silent renew by iframe or refresh token. Settings follow stack-notes.
 */
export function createProvider(config: ApiConfig, secrets: IdentitySecrets): Provider {
  const configuration: Configuration = {
    adapter: (name: string) => new MongoAdapter(name, { refreshReuseMs: config.refreshTokenReuseSeconds * 1000 }),
    clients: [harbourWebClient(config.publicUrl)],
    jwks: secrets.jwks as Configuration['jwks'],
    cookies: { keys: secrets.cookieKeys, long: { sameSite: 'lax' }, short: { sameSite: 'lax' } },
    pkce: { required: () => true },
    // A verified sign-up's one-time sign-in grant (security/one-time-codes/sign-in-grant.ts).
    extraParams: ['login_token'],
    // Discovery advertises only what HarbourWeb uses: code flow, public client.
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: { openid: ['sub'], profile: ['user_type'], email: ['email'] },
    // The shell reads user_type from the id token (loadUserInfo: false).
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const account = await findAccountById(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        userType: account.userType,
        claims: async () => ({ sub, user_type: account.userType, email: account.email }),
      };
    },
    extraTokenClaims: async (ctx, token) => {
      const { accountId, grantId } = token as { accountId?: string; grantId?: string };
      const account = accountId ? await findAccountById(accountId) : null;
      if (!account) return undefined;
      // How the person signed in (pwd, otp), from the code or refresh token the access token comes from.
      const amr = (ctx.oidc.entities.AuthorizationCode ?? ctx.oidc.entities.RefreshToken)?.amr ?? [];
      // pwv: which sessions the token belongs to; the API refuses it after a password change or sign-out-everywhere.
      // gid: the signed-in session (grant), which a step-up proof belongs to (auth/second-factor-check.ts).
      return { user_type: account.userType, [SESSION_VERSION_CLAIM]: sessionVersion(account), amr, ...(grantId && { [GRANT_CLAIM]: grantId }) };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // Only a request carrying the person's id token (the shell's own sign-out) is carried out
        // at once; any other, e.g. a cross-site link, asks the person to confirm.
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = signOutPage(form, { confirm: !ctx.oidc.params?.id_token_hint });
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = signedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => config.apiAudience,
        useGrantedResource: async () => true,
        getResourceServerInfo: async () => ({
          scope: API_RESOURCE_SCOPE,
          audience: config.apiAudience,
          accessTokenFormat: 'jwt',
          accessTokenTTL: config.accessTokenTtlSeconds,
          jwt: { sign: { alg: 'ES256' } },
        }),
      },
    },
    // offline_access normally needs prompt=consent; our own SPA always gets refresh tokens.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // First-party client: no consent screen. The grant is created on the user's behalf.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (ctx.oidc.client!.clientId !== HARBOUR_WEB_CLIENT_ID) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: HARBOUR_WEB_CLIENT_ID, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addResourceScope(config.apiAudience, API_RESOURCE_SCOPE);
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `/identity/interaction/${interaction.uid}` },
    ttl: {
      // Administrators' tokens are shorter-lived (the grant has loaded the account by the time the token is saved).
      AccessToken: (ctx) =>
        (ctx?.oidc.account as { userType?: string } | undefined)?.userType === 'administrator' ? administratorTtl(config) : config.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: FOURTEEN_DAYS,
      // A second-factor sign-in (an administrator's) lasts ADMIN_SESSION_SECONDS from when it happened, however it renews.
      Session: (_ctx, session) => secondFactorSessionTtl(config, session.amr, session.loginTs) ?? FOURTEEN_DAYS,
      RefreshToken: (_ctx, token) => secondFactorSessionTtl(config, token.amr, token.authTime) ?? FOURTEEN_DAYS,
    },
    // People read this page: plain words, no internals (oidc-provider's error text stays in the logs).
    renderError: async (ctx, out, error) => {
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      const problem = identityProblemPage(error);
      if (problem.status !== 500) {
        ctx.status = problem.status;
        if (problem.retryAfterSeconds) ctx.set('Retry-After', String(problem.retryAfterSeconds));
        ctx.body = problem.html;
      } else if (out.error === 'server_error') {
        ctx.body = problem.html;
      } else {
        // A request the provider refused (bad link, cancelled, wrong client): keep its 4xx.
        ctx.body = messagePage('Sign-in problem', IDENTITY_PAGE_TEXTS.generic);
      }
    },
    // Browsers send Origin even on same-origin POSTs: allow the portal's own origin only.
    clientBasedCORS: (_ctx, origin) => origin === new URL(config.publicUrl).origin,
  };
  const provider = new Provider(config.issuer, configuration);
  // The identity router rewrites X-Forwarded-* from PUBLIC_URL and TRUST_PROXY before the
  // provider sees a request, so reading them is safe and gives the public issuer's endpoints.
  provider.proxy = true;
  // Refreshes raced inside the reuse interval all get the first successor token.
  provider.use(oneSuccessorPerRefresh);
  return provider;
}
