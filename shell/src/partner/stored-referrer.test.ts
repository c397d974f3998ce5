import { DEFAULT_REFERRER_TTL_MS, readStoredReferrer, storeReferrer } from './stored-referrer';

const HOUR = 3_600_000;

describe('stored referrer (rf)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps value and expiry from the partner storage TTL', () => {
    storeReferrer('hcf-id', 720 * HOUR, 1_000);
    expect(JSON.parse(localStorage.getItem('rf')!)).toEqual({ value: 'hcf-id', expiry: 1_000 + 720 * HOUR });
  });

  it('uses 7 days (604800000 ms) when a partner has no TTL', () => {
    expect(storeReferrer('x', undefined, 0).expiry).toBe(604_800_000);
    expect(DEFAULT_REFERRER_TTL_MS).toBe(7 * 24 * HOUR);
  });

  it('is used until it expires and ignored after', () => {
    storeReferrer('nib', 24 * HOUR, 0);
    expect(readStoredReferrer(24 * HOUR)).toEqual({ value: 'nib', expiry: 24 * HOUR });
    expect(readStoredReferrer(24 * HOUR + 1)).toBeUndefined();
  });

  it('ignores a record that is not ours', () => {
    localStorage.setItem('rf', 'not json');
    expect(readStoredReferrer()).toBeUndefined();
    localStorage.setItem('rf', JSON.stringify({ value: 3 }));
    expect(readStoredReferrer()).toBeUndefined();
  });
});
