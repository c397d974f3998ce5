import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@harbour/router';
import { ThemeProvider } from 'styled-components';
import { createEventBus, createStore, setPlatform, type AuthState, type Platform, type PlatformEvents, type UserType } from '@harbour/platform';
import { createTheme } from '../theme/createTheme';

/** A platform whose actions are jest mocks, for asserting sign-in, navigation and toasts. */
export function createTestPlatform(auth: AuthState = { status: 'unauthenticated' }) {
  const platform = {
    auth: createStore<AuthState>(auth),
    signIn: jest.fn(async () => undefined),
    signOut: jest.fn(async () => undefined),
    theme: createStore({}),
    navigate: jest.fn(),
    toasts: { show: jest.fn() },
    dialogs: { confirm: jest.fn(async () => true) },
    events: createEventBus<PlatformEvents>(),
    api: { baseUrl: '/api', getAccessToken: () => (auth.status === 'authenticated' ? auth.user.accessToken : undefined), handleAuthError: async () => false },
    inbox: { open: jest.fn() },
    areas: { retry: jest.fn(async () => undefined) },
  } satisfies Platform;
  setPlatform(platform);
  return platform;
}

/**
 * Renders with the theme and a router at the given URL. `wrap` adds outer providers: the areas'
 * helper (@harbour/area-runtime/src/testing) adds the SDK store there, as AreaRoot does.
 */
export function renderArea(ui: ReactElement, { route = '/', wrap = (inner) => inner }: RenderAreaOptions = {}) {
  return render(
    wrap(
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </ThemeProvider>,
    ),
  );
}

export interface RenderAreaOptions {
  route?: string;
  wrap?: (inner: ReactElement) => ReactElement;
}

export const signedIn = (firstName: string, userType: UserType): AuthState => ({
  status: 'authenticated',
  user: { sub: 'user-1', userType, accessToken: 'token-1', expiresAt: Date.now() + 3_600_000, profile: { firstName } },
});
