import { escapeHtml, page } from './pages';

/** The sign-in's second step for an enrolled administrator: the authenticator's code or a recovery code. */
export function secondFactorPage({ action, abortAction, error }: { action: string; abortAction: string; error?: string }): string {
  return page(
    'Authenticator code',
    `<div class="card"><h1>Enter your authenticator code</h1>
<p id="code-help">Administrators sign in with a second factor. Open your authenticator app and enter the 6-digit code it shows for Harbour. Lost your phone? Enter one of your recovery codes instead.</p>
${error ? `<p class="alert" role="alert" id="code-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="code">Code</label>
<input id="code" name="code" autocomplete="one-time-code" inputmode="text" autocapitalize="characters" spellcheck="false" required autofocus aria-describedby="code-help${error ? ' code-error' : ''}">
<button type="submit">Continue</button>
</form>
${cancelForm(abortAction)}
</div>`,
  );
}

export interface EnrolmentPageModel {
  action: string;
  abortAction: string;
  /** The QR code of the otpauth:// address, as SVG (inline: no request, nothing for the CSP to allow). */
  qrSvg: string;
  secret: string;
  error?: string;
}

/** An administrator without a second factor sets one up before their first sign-in completes. */
export function enrolmentPage({ action, abortAction, qrSvg, secret, error }: EnrolmentPageModel): string {
  const grouped = secret.replace(/(.{4})/g, '$1 ').trim();
  return page(
    'Set up your authenticator',
    `<div class="card"><h1>Set up your authenticator</h1>
<p>Administrators sign in with a second factor. Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password), then enter the 6-digit code it shows.</p>
<div class="qr" role="img" aria-label="QR code for your authenticator app. The same key is written out below.">${qrSvg}</div>
<p>Or type this key into the app: <code id="secret">${escapeHtml(grouped)}</code></p>
${error ? `<p class="alert" role="alert" id="code-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="code">6-digit code</label>
<input id="code" name="code" autocomplete="one-time-code" inputmode="numeric" required autofocus ${error ? 'aria-describedby="code-error"' : ''}>
<button type="submit">Confirm</button>
</form>
${cancelForm(abortAction)}
</div>`,
  );
}

/** Shown once, right after enrolment: only the codes' hashes are kept. */
export function recoveryCodesPage({ action, codes }: { action: string; codes: readonly string[] }): string {
  return page(
    'Your recovery codes',
    `<div class="card"><h1>Save your recovery codes</h1>
<p>Your authenticator is set up. If you lose it, each of these codes signs you in once. Keep them somewhere safe: this is the only time Harbour shows them.</p>
<ul class="codes">${codes.map((code) => `<li><code>${escapeHtml(code)}</code></li>`).join('')}</ul>
<form method="post" action="${escapeHtml(action)}"><button type="submit">I have saved them, continue</button></form>
</div>`,
  );
}

const cancelForm = (abortAction: string) =>
  `<form method="post" action="${escapeHtml(abortAction)}"><button type="submit" class="link-button">Cancel</button></form>`;
