import { decodeForget, encodeForget } from './forget-message';

describe('forget messages between API processes', () => {
  it.each([
    ['one key', { origin: 'p1', cache: 'availability-rules', key: 'psy-1' }],
    ['everything (no key)', { origin: 'p1', cache: 'directory' }],
    ['a key that is an empty string is still a key', { origin: 'p1', cache: 'taxonomies', key: '' }],
  ])('%s survives the trip', (_, message) => {
    expect(decodeForget(encodeForget(message))).toEqual(message);
  });

  it('sends no key field when everything is forgotten', () => {
    expect(JSON.parse(encodeForget({ origin: 'p1', cache: 'directory', key: undefined }))).toEqual({ origin: 'p1', cache: 'directory' });
  });

  it.each([
    ['not JSON', 'forget everything'],
    ['JSON but not an object', '"directory"'],
    ['null', 'null'],
    ['no origin', '{"cache":"directory"}'],
    ['an empty origin', '{"origin":"","cache":"directory"}'],
    ['no cache', '{"origin":"p1"}'],
    ['a cache that is not a string', '{"origin":"p1","cache":7}'],
    ['a key that is not a string', '{"origin":"p1","cache":"directory","key":["a"]}'],
  ])('%s is ignored', (_, payload) => {
    expect(decodeForget(payload)).toBeUndefined();
  });
});
