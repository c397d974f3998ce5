import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { createAreaStore, type AreaStore } from '@harbour/sdk';

/** The shell's own store for its calls outside React (sign-in, partner themes, forgot password). */
let shellStore: AreaStore | undefined;
const store = () => (shellStore ??= createAreaStore());

/** What an endpoint's `initiate(…)` makes: dispatched, it gives a result that unwraps to the answer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store state: the thunk only reads its own slice
type Initiated<T> = ThunkAction<{ unwrap(): Promise<T> }, any, unknown, UnknownAction>;

/**
 * One typed call through the SDK's generated endpoints (base query, error catalogue, the one RTK
 * Query instance): resolves to the answer or throws the HarbourError. `accessToken` calls for a
 * user the platform has not adopted yet. Pass queries `{ subscribe: false, forceRefetch: true }`:
 * the shell keeps no cache it would have to invalidate.
 */
export function callApi<T>(initiated: Initiated<T>, options: { accessToken?: string } = {}): Promise<T> {
  const target = options.accessToken ? createAreaStore({ accessToken: options.accessToken }) : store();
  return target.dispatch(initiated).unwrap();
}

/** A call's answer, or null when it failed (callers that show nothing on failure, spec §8). */
export const orNull = <T,>(call: Promise<T>): Promise<T | null> => call.catch(() => null);
