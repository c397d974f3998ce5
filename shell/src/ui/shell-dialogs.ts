/**
 * The shell's dialogs (login expired, confirm) are never part of a first page. They are fetched
 * when first needed; for a signed-in visitor, whose login can expire and whose areas ask to
 * confirm, they are also fetched ahead with the idle preload of likely next areas
 * (root-config.ts), so they are at hand then.
 */
export const loadShellDialogs = () => import('./ShellDialogs');

/** The dialogs as one of the shell's idle preloads, for a signed-in visitor only. */
export const shellDialogsPreload = (signedIn: boolean) => (signedIn ? [{ name: 'shell:dialogs', load: loadShellDialogs }] : []);
