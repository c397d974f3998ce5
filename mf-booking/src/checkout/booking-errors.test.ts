import { bookingErrorMessage, isHoldLost, isTimeTaken, NO_LONGER_AVAILABLE } from './booking-errors';

// Errors as RTK Query hands them over: the status and the API's problem body.
const problem = (status: number, detail: string) => ({ status, data: { status, title: 'x', detail } });

describe('booking errors', () => {
  it.each<[string, unknown, boolean, boolean, string]>([
    ['a lost race', problem(409, 'That time is no longer available. Please choose another time.'), true, false, NO_LONGER_AVAILABLE],
    ['our hold ran out', problem(409, 'This reservation has expired: please choose the time again.'), false, true, 'This reservation has expired: please choose the time again.'],
    ['let go by another tab', problem(409, 'This reservation was released: please choose a time again.'), false, true, 'This reservation was released: please choose a time again.'],
    ['an unpaid earlier session', problem(409, 'A payment for an earlier session did not go through. Please retry it before booking another session.'), false, false, 'A payment for an earlier session did not go through. Please retry it before booking another session.'],
    ['a 404 that mentions expiry', problem(404, 'No price reservation: expired'), false, false, 'No price reservation: expired'],
    ['a field problem', { status: 422, data: { status: 422, detail: 'x', fields: { paymentMethodId: 'Add a card that is valid on the day of the session.' } } }, false, false, 'Add a card that is valid on the day of the session.'],
    ['no answer at all', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, false, false, 'An unexpected error occurred'],
  ])('%s', (_name, error, taken, lost, message) => {
    expect(isTimeTaken(error)).toBe(taken);
    expect(isHoldLost(error)).toBe(lost);
    expect(bookingErrorMessage(error)).toBe(message);
  });
});
