import { errorMessageFor } from './error-message';

describe('error message (spec §8)', () => {
  it("uses the server's detail text", () => {
    expect(errorMessageFor(404, { status: 404, title: 'Not Found', detail: "No country with code 'XYZ'" })).toBe(
      "No country with code 'XYZ'",
    );
  });
  it('says Unauthorised on a 401 without detail', () => {
    expect(errorMessageFor(401, undefined)).toBe('Unauthorised');
  });
  it('falls back to the generic text', () => {
    expect(errorMessageFor(500, 'oops')).toBe('An unexpected error occurred');
    expect(errorMessageFor('FETCH_ERROR', undefined)).toBe('An unexpected error occurred');
  });
});
