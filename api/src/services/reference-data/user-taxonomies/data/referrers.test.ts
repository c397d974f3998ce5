import {
  DEFAULT_REFERRER_STORAGE_TTL_MS,
  findReferrer,
  REFERRER_NAMES,
  referrers,
  storageTtlFor,
} from './referrers';

const HOUR = 3_600_000;
const GUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('referrers', () => {
  it('has the spec\u2019s 17 partners, names exactly as spelled there', () => {
    expect(referrers).toHaveLength(17);
    expect(referrers.map((r) => r.name)).toEqual([...REFERRER_NAMES]);
    expect(REFERRER_NAMES).toEqual([
      'health-engine',
      'instant-scripts',
      'phenix-health',
      'blua',
      'hcf',
      'for-health',
      'Sonder',
      'SonderCouples',
      'SonderPWC',
      'hcf-healthyminds',
      'hcf-employees',
      'nib-welcome',
      'nib',
      'nib-standard',
      'nib-corporate',
      'aspen-medical-origin-wcc',
      'aspen-medical-origin-pc',
    ]);
  });

  it('has unique lower-case v4 GUID ids and unique names (also ignoring case)', () => {
    for (const r of referrers) expect(r.id).toMatch(GUID_V4);
    expect(new Set(referrers.map((r) => r.id)).size).toBe(17);
    expect(new Set(referrers.map((r) => r.name.toLowerCase())).size).toBe(17);
    expect(new Set(referrers.map((r) => r.displayName)).size).toBe(17);
  });

  it('keeps the stored referrer as long as the spec says', () => {
    expect(DEFAULT_REFERRER_STORAGE_TTL_MS).toBe(604_800_000);
    const ttl = Object.fromEntries(referrers.map((r) => [r.name, r.storageTtl]));
    expect(ttl['hcf-healthyminds']).toBe(24 * HOUR);
    expect(ttl['nib-welcome']).toBe(604_800_000);
    for (const r of referrers.filter((x) => !['hcf-healthyminds', 'nib-welcome'].includes(x.name))) {
      expect(r.storageTtl).toBe(720 * HOUR);
    }
    expect(storageTtlFor('unknown-partner')).toBe(604_800_000);
    expect(storageTtlFor(undefined)).toBe(604_800_000);
  });

  it('shows the workers-comp filter only for the two aspen-medical-origin partners', () => {
    const withFilter = referrers.filter((r) => r.thirdPartyBooking?.showWorkersCompFilter).map((r) => r.name);
    expect(withFilter.sort()).toEqual(['aspen-medical-origin-pc', 'aspen-medical-origin-wcc']);
  });

  it('asks hcf for member number and reference, hcf-employees for an employee ID, nobody else for more', () => {
    const fields = Object.fromEntries(referrers.map((r) => [r.name, r.signupFields.map((f) => f.name)]));
    expect(fields.hcf).toEqual(['memberNumber', 'memberNumberReference']);
    expect(fields['hcf-employees']).toEqual(['employeeId']);
    for (const r of referrers.filter((x) => !['hcf', 'hcf-employees'].includes(x.name))) {
      expect(r.signupFields).toEqual([]);
    }
    const hcf = findReferrer('hcf')!;
    const ref = hcf.signupFields.find((f) => f.name === 'memberNumberReference')!;
    expect(ref.label).toBe('Member number reference');
    const re = new RegExp(ref.pattern!);
    expect(['1', '12'].every((v) => re.test(v))).toBe(true);
    expect(['', '123', 'a'].some((v) => re.test(v))).toBe(false);
    expect(hcf.signupFields[0].label).toBe('Member number');
    expect(findReferrer('hcf-employees')!.signupFields[0].label).toBe('Employee ID');
  });

  it('has valid theme colours', () => {
    for (const r of referrers) {
      if (!r.theme) continue;
      for (const c of Object.values(r.theme.colours)) {
        for (const v of [c.r, c.g, c.b]) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(255);
        }
      }
      if (r.theme.iconScale !== undefined) expect(r.theme.iconScale).toBeGreaterThan(0);
    }
  });

  it('finds a referrer by id or name', () => {
    const sonder = referrers.find((r) => r.name === 'Sonder')!;
    expect(findReferrer(sonder.id)).toBe(sonder);
    expect(findReferrer(sonder.id.toUpperCase())).toBe(sonder);
    expect(findReferrer('Sonder')).toBe(sonder);
    expect(findReferrer('sonder')).toBe(sonder);
    expect(findReferrer('sondercouples')?.name).toBe('SonderCouples');
    expect(findReferrer('nope')).toBeUndefined();
    expect(findReferrer('')).toBeUndefined();
    expect(findReferrer(null)).toBeUndefined();
  });
});
