/**
 * The identity authority's own HTML (sign-in, errors, sign-out). Plain server-rendered pages: they
 * must work before any of the portal's JavaScript has loaded, and inside a 600×600 popup.
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#2f3b4a;background:#f6f3ee}
main{max-width:420px;margin:0 auto;padding:32px 20px}
.logo{font-weight:700;font-size:24px;color:#8a5a1f;margin:0 0 24px;text-decoration:none;display:inline-block}
.card{background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:22px;margin:0 0 16px}label{display:block;font-weight:600;margin:16px 0 4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #8b96a3;border-radius:6px}
input:focus{outline:3px solid #d9b27c;outline-offset:1px}
button{margin-top:24px;width:100%;font:inherit;font-weight:600;padding:12px;border:0;border-radius:6px;background:#8a5a1f;color:#fff;cursor:pointer}
button:focus{outline:3px solid #2f3b4a;outline-offset:2px}
.alert{background:#fdecea;color:#8a1c12;border-radius:6px;padding:12px;margin:0 0 16px}
.links{margin-top:16px;display:flex;justify-content:space-between;flex-wrap:wrap;gap:8px}a{color:#7a4e17}
.qr svg{display:block;width:200px;height:200px;margin:8px auto}code{font-size:17px;word-break:break-all}
.codes{columns:2;padding-left:20px}.link-button{background:none;color:#7a4e17;text-decoration:underline;margin-top:8px;padding:4px}
`;

export function page(title: string, body: string, extraHead = ''): string {
  return `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Harbour</title><meta name="robots" content="noindex"><style>${STYLE}</style>${extraHead}</head>
<body><main><a class="logo" href="/">Harbour</a>${body}</main></body></html>`;
}

export interface SignInPageModel {
  action: string;
  abortAction: string;
  email?: string;
  error?: string;
}

export function signInPage({ action, abortAction, email, error }: SignInPageModel): string {
  return page(
    'Sign in',
    `<div class="card"><h1>Sign in to Harbour</h1>
${error ? `<p class="alert" role="alert" id="sign-in-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email ?? '')}" ${error ? 'aria-describedby="sign-in-error"' : ''} ${email ? '' : 'autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required ${email ? 'autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<div class="links"><a href="/auth/forgot-password">Forgot your password?</a><a href="/signup">Create an account</a></div>
<form method="post" action="${escapeHtml(abortAction)}"><button type="submit" style="background:none;color:#7a4e17;text-decoration:underline;margin-top:8px;padding:4px">Cancel</button></form>
</div>`,
  );
}

/** What people read on the identity pages when something is wrong: never an internal detail. */
export const IDENTITY_PAGE_TEXTS = {
  unavailable: 'Sign-in is unavailable right now. Please try again in a few minutes.',
  expired: 'This sign-in link has expired or was already used. Please start signing in again.',
  generic: 'Something went wrong while signing you in. Please start signing in again.',
} as const;

/** A page with one message and a way back to start signing in (the portal's /login). */
export function messagePage(heading: string, message: string): string {
  return page(
    heading,
    `<div class="card"><h1>${escapeHtml(heading)}</h1><p class="alert" role="alert">${escapeHtml(message)}</p><p><a href="/login">Start signing in again</a> or <a href="/">go to the home page</a>.</p></div>`,
  );
}

/** The portal's own Log out (it sends the id token) goes ahead at once; anything else asks the person to confirm. */
export function signOutPage(form: string, { confirm = false } = {}): string {
  if (confirm)
    return page(
      'Sign out',
      `<div class="card"><h1>Sign out of Harbour?</h1>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button></div>`,
    );
  return page(
    'Signing out',
    `<div class="card"><h1>Signing you out…</h1>${form}<noscript><button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button></noscript></div>`,
    // A file, not inline script: the Content-Security-Policy allows no inline script.
    `<script src="/identity/assets/sign-out.js" defer></script>`,
  );
}

export function signedOutPage(): string {
  return page('Signed out', `<div class="card"><h1>You have signed out</h1><p><a href="/">Go to the home page</a></p></div>`);
}

/** Served at /identity/assets/sign-out.js: submits the sign-out form the page above carries. */
export const SIGN_OUT_SCRIPT = `addEventListener('DOMContentLoaded',function(){var f=document.getElementById('op.logoutForm');if(!f)return;var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();});`;
