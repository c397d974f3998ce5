import Cookies from 'js-cookie';

export type CookieAttributes = Cookies.CookieAttributes;

/** Spec §9 cookie defaults: kept 1 day, whole site, SameSite=Lax. */
export const COOKIE_DEFAULTS = { expires: 1, path: '/', sameSite: 'Lax' } as const satisfies CookieAttributes;

const jar = Cookies.withAttributes(COOKIE_DEFAULTS);

/** js-cookie with the spec defaults; attributes given to set/remove override them one by one. */
export const cookies = {
  get(name: string): string | undefined {
    return jar.get(name);
  },
  set(name: string, value: string, attributes?: CookieAttributes): void {
    jar.set(name, value, attributes);
  },
  /** Must be given the same path/domain the cookie was set with (the defaults match). */
  remove(name: string, attributes?: CookieAttributes): void {
    jar.remove(name, attributes);
  },
};
