import { shellDialogsPreload } from './shell-dialogs';

describe('the shell dialogs in the idle preload', () => {
  it.each([
    [true, ['shell:dialogs']],
    [false, []],
  ])('for a visitor signed in: %p, the preload fetches %p', (signedIn, names) => {
    expect(shellDialogsPreload(signedIn).map((extra) => extra.name)).toEqual(names);
  });
});
