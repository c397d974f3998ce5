import { freeCancellationHasPassed, lateBookingSentence } from './late-booking';

const NOW = Date.parse('2026-11-23T22:00:00.000Z');

describe('a cancellation deadline already past is never offered as a promise', () => {
  it.each([
    ['an hour ago', '2026-11-23T21:00:00.000Z', true],
    ['this very moment', '2026-11-23T22:00:00.000Z', true],
    ['in a minute', '2026-11-23T22:01:00.000Z', false],
  ])('free cancellation ending %s has passed: %s', (_name, until, passed) => {
    expect(freeCancellationHasPassed({ freeCancellationUntil: until }, NOW)).toBe(passed);
  });

  it('says what applies instead: the fee, from now on', () => {
    const sentence = lateBookingSentence({ lateCancellationHours: 48, lateCancellationFeeCents: 22500, freeCancellationUntil: '2026-11-22T22:00:00.000Z' }).replace(/\u00a0/g, ' ');
    expect(sentence).toBe(
      'This session starts less than 48 hours from now, inside your psychologist’s late-cancellation window: there is no free cancellation. If you cancel or reschedule, their late-cancellation fee of $225.00 is charged to your card.',
    );
    expect(sentence).not.toMatch(/until/);
  });

  it('or that it stays free when the psychologist charges no fee', () => {
    expect(lateBookingSentence({ lateCancellationHours: 24, lateCancellationFeeCents: 0, freeCancellationUntil: '2026-11-22T22:00:00.000Z' })).toBe(
      'This session starts less than 24 hours from now, inside your psychologist’s late-cancellation window, but they charge no late-cancellation fee for this session: you can still cancel or reschedule free of charge.',
    );
  });
});
