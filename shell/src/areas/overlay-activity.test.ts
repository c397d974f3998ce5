import type { AuthState } from '@harbour/platform';
import { createOverlayActivity, createPageShown } from './overlay-activity';

const signedIn = { status: 'authenticated', user: { sub: 'u1', userType: 'client' } } as unknown as AuthState;
const anonymous = { status: 'unauthenticated' } as AuthState;
const at = (pathAndQuery: string) => new URL(pathAndQuery, 'https://harbour.test') as unknown as Location;

describe('when the inbox overlay is active', () => {
  it.each([
    ['anonymous, page not shown → not active', anonymous, false, '/', false],
    ['anonymous, page shown → not active', anonymous, true, '/', false],
    ['signed in, page not shown yet → not active', signedIn, false, '/account', false],
    ['signed in, page shown → active', signedIn, true, '/account', true],
    ['signed in, the address asks for the inbox before the page is shown → active', signedIn, false, '/account?inbox=true', true],
    ['anonymous, the address asks for a message → active', anonymous, false, '/?message=c1', true],
  ])('%s', (_, auth, shown, address, active) => {
    const overlayActive = createOverlayActivity(() => shown);
    expect(overlayActive(auth, at(address))).toBe(active);
  });

  it('an ask for the inbox lasts for the page’s life (the overlay takes it out of the address)', () => {
    const overlayActive = createOverlayActivity(() => false);
    expect(overlayActive(anonymous, at('/?inbox=true'))).toBe(true);
    expect(overlayActive(anonymous, at('/'))).toBe(true);
  });
});

describe('the page counts as shown', () => {
  it('only once the page is ready and then the browser is idle after the first routing, and re-runs the routing then, once', async () => {
    const idle: (() => void)[] = [];
    const onShown = jest.fn();
    let headingShown: (value?: unknown) => void = () => undefined;
    const heading = new Promise((resolve) => (headingShown = resolve));
    const pageShown = createPageShown({ idle: (callback) => idle.push(callback), onShown, ready: () => heading });
    expect(pageShown.get()).toBe(false);
    pageShown.routed();
    pageShown.routed();
    await Promise.resolve();
    expect(idle).toHaveLength(0);
    headingShown();
    await heading;
    await Promise.resolve();
    expect(idle).toHaveLength(1);
    expect(pageShown.get()).toBe(false);
    expect(onShown).not.toHaveBeenCalled();
    idle[0]!();
    expect(pageShown.get()).toBe(true);
    expect(onShown).toHaveBeenCalledTimes(1);
  });
});
