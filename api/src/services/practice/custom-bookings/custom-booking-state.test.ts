import { ACTOR_OF, hasOpenTime, transition, type CustomBookingAction, type CustomBookingStatus } from './custom-booking-state';

describe('custom booking state machine', () => {
  it.each<[CustomBookingStatus, CustomBookingAction, CustomBookingStatus | null]>([
    ['Offered', 'accept', 'Accepted'],
    ['Offered', 'reject', 'Rejected'],
    ['Offered', 'cancel', 'Cancelled'],
    ['Accepted', 'accept', null],
    ['Accepted', 'cancel', null],
    ['Accepted', 'reject', null],
    ['Rejected', 'accept', null],
    ['Rejected', 'cancel', null],
    ['Cancelled', 'accept', null],
    ['Cancelled', 'reject', null],
  ])('%s --%s--> %s', (from, action, to) => {
    const result = transition(from, action);
    if (to) expect(result).toEqual({ ok: true, status: to });
    else expect(result).toEqual({ ok: false, reason: `This custom booking was already ${from.toLowerCase()}.` });
  });

  it('the client answers, the psychologist withdraws', () => {
    expect(ACTOR_OF).toEqual({ accept: 'client', reject: 'client', cancel: 'psychologist' });
  });

  it('an offer is open while one of its times is ahead', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    expect(hasOpenTime([new Date('2026-11-22T00:00:00Z'), new Date('2026-11-24T00:00:00Z')], now)).toBe(true);
    expect(hasOpenTime([new Date('2026-11-22T00:00:00Z')], now)).toBe(false);
  });
});
