import type { ClientMetadata } from 'oidc-provider';

/** Spec §7: the client id is {product}Web. */
export const HARBOUR_WEB_CLIENT_ID = 'HarbourWeb';
export const HARBOUR_WEB_SCOPE = 'openid profile email offline_access api';

/** The portal's public single-page client: code + PKCE, no secret, refresh tokens rotate. */
export function harbourWebClient(publicUrl: string): ClientMetadata {
  return {
    client_id: HARBOUR_WEB_CLIENT_ID,
    client_name: 'Harbour',
    token_endpoint_auth_method: 'none',
    id_token_signed_response_alg: 'ES256',
    application_type: 'web',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [`${publicUrl}/auth/callback`, `${publicUrl}/auth/popup/callback`, `${publicUrl}/auth/silent-renew`],
    post_logout_redirect_uris: [`${publicUrl}/`, `${publicUrl}/auth/logout`],
  };
}
