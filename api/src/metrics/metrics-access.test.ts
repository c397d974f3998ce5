import { metricsAccess, type MetricsAccess, type MetricsRequest } from './metrics-access';

const TOKEN = 'a-long-random-scraper-token-0123456789';

describe('metricsAccess', () => {
  it.each<[string, MetricsRequest, MetricsAccess]>([
    ['token set, right token', { token: TOKEN, production: true, authorization: `Bearer ${TOKEN}` }, 'allowed'],
    ['token set, right token, lower-case scheme', { token: TOKEN, production: true, authorization: `bearer ${TOKEN}` }, 'allowed'],
    ['token set, no header', { token: TOKEN, production: true }, 'no token'],
    ['token set, Basic scheme', { token: TOKEN, production: true, authorization: `Basic ${TOKEN}` }, 'no token'],
    ['token set, wrong token', { token: TOKEN, production: true, authorization: 'Bearer guess' }, 'wrong token'],
    ['token set, the token with a suffix', { token: TOKEN, production: true, authorization: `Bearer ${TOKEN}x` }, 'wrong token'],
    ['token set, a prefix of the token', { token: TOKEN, production: true, authorization: `Bearer ${TOKEN.slice(0, -1)}` }, 'wrong token'],
    ['token set, from loopback without it (development)', { token: TOKEN, production: false, ip: '127.0.0.1' }, 'no token'],
    ['no token, production, even from loopback', { production: true, ip: '127.0.0.1' }, 'off'],
    ['no token, production, with a Bearer', { production: true, authorization: `Bearer ${TOKEN}`, ip: '127.0.0.1' }, 'off'],
    ['no token, development, IPv4 loopback', { production: false, ip: '127.0.0.1' }, 'allowed'],
    ['no token, development, IPv6 loopback', { production: false, ip: '::1' }, 'allowed'],
    ['no token, development, IPv4-mapped loopback', { production: false, ip: '::ffff:127.0.0.1' }, 'allowed'],
    ['no token, development, another address', { production: false, ip: '203.0.113.9' }, 'not from this machine'],
    ['no token, development, a private address', { production: false, ip: '10.0.0.4' }, 'not from this machine'],
    ['no token, development, address unknown', { production: false }, 'not from this machine'],
  ])('%s', (_name, request, expected) => {
    expect(metricsAccess(request)).toBe(expected);
  });
});
