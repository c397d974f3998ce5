import { createStore, type AuthState, type UserType } from '@harbour/platform';
import { isActivityTarget, startKeepAlive } from './keep-alive';

const signedIn = (userType: UserType): AuthState => ({
  status: 'authenticated',
  user: { sub: 's', userType, accessToken: 't', expiresAt: 0, profile: {} },
});

function setUp(userType: UserType, intervalSeconds: number | null = 30) {
  let clock = 0;
  const renew = jest.fn(async () => undefined);
  const keepAlive = startKeepAlive({ auth: createStore(signedIn(userType)), intervalSeconds, renew, now: () => clock });
  const advance = (ms: number) => (clock += ms);
  return { keepAlive, renew, advance };
}

const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true }));

describe('keep-alive', () => {
  let button: HTMLButtonElement;
  beforeEach(() => {
    document.body.innerHTML = '<button id="go">Go</button><button id="off" disabled>Off</button><p id="text">Text</p>';
    button = document.getElementById('go') as HTMLButtonElement;
  });

  it('renews a client after activity on an enabled control, at most once per 60 s', async () => {
    const { keepAlive, renew, advance } = setUp('client');
    click(button);
    advance(30_000);
    await keepAlive.tick();
    expect(renew).not.toHaveBeenCalled(); // within 60 s of the start
    advance(31_000);
    await keepAlive.tick();
    expect(renew).toHaveBeenCalledTimes(1);
    advance(61_000);
    await keepAlive.tick();
    expect(renew).toHaveBeenCalledTimes(1); // no new activity since
    keepAlive.stop();
  });

  it('ignores clicks on disabled controls and plain text', async () => {
    const { keepAlive, renew, advance } = setUp('psychologist');
    click(document.getElementById('off')!);
    click(document.getElementById('text')!);
    advance(120_000);
    await keepAlive.tick();
    expect(renew).not.toHaveBeenCalled();
    expect(isActivityTarget(button)).toBe(true);
    keepAlive.stop();
  });

  it('never runs for GPs, or when the interval is not configured, or when switched off', async () => {
    for (const { keepAlive, renew, advance } of [setUp('gp'), setUp('client', null)]) {
      click(button);
      advance(120_000);
      await keepAlive.tick();
      expect(renew).not.toHaveBeenCalled();
      keepAlive.stop();
    }
    const { keepAlive, renew, advance } = setUp('client');
    keepAlive.setEnabled(false);
    click(button);
    advance(120_000);
    await keepAlive.tick();
    expect(renew).not.toHaveBeenCalled();
    keepAlive.stop();
  });
});
