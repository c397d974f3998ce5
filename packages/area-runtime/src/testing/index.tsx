// Helpers for the areas' jest tests, imported as '@harbour/area-runtime/src/testing'. Not exported
// from the package's index: they use jest globals and must never reach a bundle. The design
// system's helpers plus the SDK store (the design system knows no SDK).
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createAreaStore } from '@harbour/sdk';
import { renderArea as renderWithTheme } from '@harbour/ui/src/testing';

export { heldAnswer, stubFetch, unprocessable, createTestPlatform, signedIn, agreeToTerms, SIGNUP_TERMS_ROUTE, TEST_TERMS_VERSION, type StubCall, type StubReply } from '@harbour/ui/src/testing';

/** Renders like AreaRoot does (store, theme, router), at the given URL. */
export { sessionDetails } from './session-details';

export function renderArea(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return renderWithTheme(ui, { route, wrap: (inner) => <Provider store={createAreaStore()}>{inner}</Provider> });
}

/** The URLs a page asks for, in order: wraps the (stubbed) fetch; the stub matches on the path only. */
export function recordUrls(): string[] {
  const urls: string[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = ((request: Request) => {
    urls.push(request.url);
    return inner(request);
  }) as typeof fetch;
  return urls;
}

/** A downloaded Blob's text: jsdom's Blob has no text(); FileReader reads it as a browser would. */
export const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
