// Helpers for the areas' jest tests, imported as '@harbour/area-runtime/src/testing'. Not exported
// from the package's index: they use jest globals and must never reach a bundle. The design
// system's helpers plus the SDK store (the design system knows no SDK).
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createAreaStore } from '@harbour/sdk';
import { renderArea as renderWithTheme } from '@harbour/ui/src/testing';

export { stubFetch, unprocessable, createTestPlatform, signedIn, agreeToTerms, SIGNUP_TERMS_ROUTE, TEST_TERMS_VERSION, type StubCall, type StubReply } from '@harbour/ui/src/testing';

/** Renders like AreaRoot does (store, theme, router), at the given URL. */
export function renderArea(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return renderWithTheme(ui, { route, wrap: (inner) => <Provider store={createAreaStore()}>{inner}</Provider> });
}
