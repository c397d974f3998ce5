import { describeError, errorMessageOf, fieldErrorsOf, isStatus } from './error-text';

const unprocessable = {
  status: 422,
  message: 'signupFields.memberNumber: Enter a valid member number.; email: Enter a valid email address.',
  data: {
    status: 422,
    title: 'Validation failed',
    detail: 'signupFields.memberNumber: Enter a valid member number.; email: Enter a valid email address.',
    fields: { 'signupFields.memberNumber': 'Enter a valid member number.', email: 'Enter a valid email address.' },
  },
};

describe('the one error text (spec §8)', () => {
  it("names a 422's fields as the form does, and shows their messages without the internal field names", () => {
    expect(fieldErrorsOf(unprocessable)).toEqual({ memberNumber: 'Enter a valid member number.', email: 'Enter a valid email address.' });
    expect(fieldErrorsOf(unprocessable, { fullNames: true })).toEqual({ 'signupFields.memberNumber': 'Enter a valid member number.', email: 'Enter a valid email address.' });
    expect(errorMessageOf(unprocessable)).toBe('Enter a valid member number. Enter a valid email address.');
  });

  it("prefers the server's detailed message", () => {
    expect(errorMessageOf({ status: 404, data: { status: 404, title: 'Not Found', detail: "No country with code 'XYZ'" } })).toBe(
      "No country with code 'XYZ'",
    );
    expect(errorMessageOf({ status: 409, message: 'An unexpected error occurred', data: { detail: 'That time is taken.' } })).toBe(
      'That time is taken.',
    );
    expect(errorMessageOf({ status: 400, title: 'Bad Request', detail: 'Postcode is required.' })).toBe('Postcode is required.');
    expect(errorMessageOf({ message: 'Request failed', response: { data: { detail: 'Card declined.' } } })).toBe('Card declined.');
    const conflict = { status: 409, message: 'An account with this email already exists.', data: { detail: 'An account with this email already exists.' } };
    expect(errorMessageOf(conflict)).toBe('An account with this email already exists.');
    expect(fieldErrorsOf(conflict)).toEqual({});
    expect(isStatus(conflict, 409)).toBe(true);
  });

  it("falls back to the error's own text", () => {
    expect(errorMessageOf(new Error('Unable to send message.'))).toBe('Unable to send message.');
    expect(errorMessageOf({ status: 401, message: 'Unauthorised' })).toBe('Unauthorised');
    expect(errorMessageOf('Unable to open popup')).toBe('Unable to open popup');
  });

  it('says Unauthorised for an API 401 without detail, and the generic text for any other API failure', () => {
    expect(errorMessageOf({ status: 401, data: undefined })).toBe('Unauthorised');
    expect(errorMessageOf({ status: 500, data: 'oops' })).toBe('An unexpected error occurred');
    expect(errorMessageOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('An unexpected error occurred');
  });

  it.each([undefined, null, '', '   ', 42, {}, new Error(''), { detail: '' }])('says "Sorry! There was an error." for %p', (error) => {
    expect(errorMessageOf(error)).toBe('Sorry! There was an error.');
  });

  it('replaces any text mentioning AxiosError', () => {
    const advice = 'Unable to complete request. Please try reloading the page.';
    expect(errorMessageOf('AxiosError: Network Error')).toBe(advice);
    expect(errorMessageOf(new Error('Request failed: AxiosError code ERR_NETWORK'))).toBe(advice);
    expect(errorMessageOf({ detail: 'upstream AxiosError' })).toBe(advice);
  });

  it('describes a failure for the design system\'s forms: text, field messages, status', () => {
    expect(describeError(unprocessable)).toEqual({
      message: 'Enter a valid member number. Enter a valid email address.',
      fields: { memberNumber: 'Enter a valid member number.', email: 'Enter a valid email address.' },
      status: 422,
    });
    expect(describeError(new Error('boom'))).toEqual({ message: 'boom', fields: {}, status: undefined });
  });
});
