import { AXIOS_ERROR_MESSAGE, DEFAULT_ERROR_MESSAGE, displayErrorMessage } from './displayErrorMessage';

describe('displayErrorMessage (spec §8)', () => {
  it("prefers the server's detailed message", () => {
    // A HarbourError from the SDK base query: message already set, body kept in data.
    const harbourError = { status: 409, message: 'An unexpected error occurred', data: { detail: 'That time is taken.' } };
    expect(displayErrorMessage(harbourError)).toBe('That time is taken.');
    expect(displayErrorMessage({ status: 400, title: 'Bad Request', detail: 'Postcode is required.' })).toBe(
      'Postcode is required.',
    );
    expect(displayErrorMessage({ message: 'Request failed', response: { data: { detail: 'Card declined.' } } })).toBe(
      'Card declined.',
    );
  });

  it("falls back to the error's text", () => {
    expect(displayErrorMessage(new Error('Unable to send message.'))).toBe('Unable to send message.');
    expect(displayErrorMessage({ status: 401, message: 'Unauthorised' })).toBe('Unauthorised');
    expect(displayErrorMessage('Unable to open popup')).toBe('Unable to open popup');
  });

  it.each([undefined, null, '', '   ', 42, {}, new Error(''), { detail: '' }])(
    'says "Sorry! There was an error." for %p',
    (error) => {
      expect(displayErrorMessage(error)).toBe(DEFAULT_ERROR_MESSAGE);
      expect(DEFAULT_ERROR_MESSAGE).toBe('Sorry! There was an error.');
    },
  );

  it('replaces any text mentioning AxiosError', () => {
    expect(displayErrorMessage('AxiosError: Network Error')).toBe(AXIOS_ERROR_MESSAGE);
    expect(displayErrorMessage(new Error('Request failed: AxiosError code ERR_NETWORK'))).toBe(
      'Unable to complete request. Please try reloading the page.',
    );
    expect(displayErrorMessage({ detail: 'upstream AxiosError' })).toBe(AXIOS_ERROR_MESSAGE);
  });
});
