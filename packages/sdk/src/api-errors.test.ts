import { errorMessageOf, fieldErrorsOf, isStatus } from './api-errors';

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

describe('API errors in forms', () => {
  it("names a 422's fields as the form does", () => {
    expect(fieldErrorsOf(unprocessable)).toEqual({ memberNumber: 'Enter a valid member number.', email: 'Enter a valid email address.' });
  });

  it("shows a 422's field messages without the internal field names", () => {
    expect(errorMessageOf(unprocessable)).toBe('Enter a valid member number. Enter a valid email address.');
  });

  it("shows any other error's message, and a fallback for the unexpected", () => {
    const conflict = { status: 409, message: 'An account with this email already exists.', data: { detail: 'An account with this email already exists.' } };
    expect(errorMessageOf(conflict)).toBe('An account with this email already exists.');
    expect(fieldErrorsOf(conflict)).toEqual({});
    expect(isStatus(conflict, 409)).toBe(true);
    expect(errorMessageOf(new Error('boom'))).toBe('Sorry! There was an error.');
  });
});
