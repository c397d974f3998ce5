import { verdictOf, type NetworkResult } from './network-measure';

describe('verdictOf', () => {
  it.each<[NetworkResult, string]>([
    [{ roundTripMs: 40, downloadMbps: 20, uploadMbps: 5 }, 'good'],
    [{ roundTripMs: 300, downloadMbps: 1.5, uploadMbps: 1.5 }, 'good'],
    [{ roundTripMs: 301, downloadMbps: 20, uploadMbps: 20 }, 'fair'],
    [{ roundTripMs: 40, downloadMbps: 20, uploadMbps: 1.0 }, 'fair'],
    [{ roundTripMs: 600, downloadMbps: 0.5, uploadMbps: 0.5 }, 'fair'],
    [{ roundTripMs: 601, downloadMbps: 20, uploadMbps: 20 }, 'poor'],
    [{ roundTripMs: 40, downloadMbps: 0.4, uploadMbps: 20 }, 'poor'],
  ])('%o → %s', (result, verdict) => {
    expect(verdictOf(result)).toBe(verdict);
  });
});
