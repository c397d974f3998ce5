import { cookies } from './cookies';

/** "a=b; path=/; sameSite=Lax" → { a: 'b', path: '/', samesite: 'Lax' } (attribute order is free). */
function parse(cookie: string): Record<string, string> {
  return Object.fromEntries(
    cookie.split('; ').map((part) => {
      const [key, ...value] = part.split('=');
      return [key.toLowerCase(), value.join('=')];
    }),
  );
}

describe('cookies (spec §9 defaults)', () => {
  // The real clock, frozen: jsdom's cookie jar checks expiry against the real time.
  const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
  const DAY_MS = 864e5;
  const inDays = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toUTCString();
  let written: string[];
  let setter: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
    written = [];
    // Watch what reaches document.cookie while still writing it, so reads see the result.
    const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie') as PropertyDescriptor;
    setter = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      native.set?.call(document, value);
    });
  });
  afterEach(() => {
    setter.mockRestore();
    jest.useRealTimers();
  });

  it('writes a cookie that lasts 1 day, for path /, with SameSite=Lax', () => {
    cookies.set('rf', 'nib');
    expect(written).toHaveLength(1);
    expect(parse(written[0])).toEqual({
      rf: 'nib',
      expires: inDays(1),
      path: '/',
      samesite: 'Lax',
    });
    expect(cookies.get('rf')).toBe('nib');
  });

  it('lets a call override one default and keep the others', () => {
    cookies.set('consent', 'yes', { expires: 365 });
    expect(parse(written[0])).toEqual({
      consent: 'yes',
      expires: inDays(365),
      path: '/',
      samesite: 'Lax',
    });
  });

  it('removes a cookie by expiring it on the same path', () => {
    cookies.set('gone', '1');
    cookies.remove('gone');
    const removal = parse(written[1]);
    expect(removal).toMatchObject({ gone: '', path: '/', samesite: 'Lax' });
    expect(new Date(removal.expires).getTime()).toBeLessThan(NOW.getTime());
    expect(cookies.get('gone')).toBeUndefined();
  });
});
