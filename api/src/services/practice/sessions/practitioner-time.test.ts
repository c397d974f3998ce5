import { HttpProblem } from '../../../http/problem';
import { checkPractitionerChosenTime, PRACTICE_BOOKING_MAX_DAYS_AHEAD } from './practitioner-time';

const now = new Date('2026-11-26T02:00:00Z');
const at = (minutesFromNow: number) => new Date(now.getTime() + minutesFromNow * 60_000);

describe('a time the psychologist chose themselves', () => {
  it.each<[string, Date]>([
    ['in five minutes (well inside a 12 h notice)', at(5)],
    ['later today, at an odd minute', at(7 * 60 + 13)],
    ['at 3 am on their clock (outside any weekly hours)', new Date('2026-11-26T16:00:00Z')],
    ['a year ahead, to the day', at(PRACTICE_BOOKING_MAX_DAYS_AHEAD * 24 * 60)],
  ])('is accepted %s', (_name, startsAt) => {
    expect(() => checkPractitionerChosenTime(startsAt, now)).not.toThrow();
  });

  it.each<[string, Date, string]>([
    ['now', at(0), 'Choose a time in the future.'],
    ['a minute ago', at(-1), 'Choose a time in the future.'],
    ['more than a year ahead', at(PRACTICE_BOOKING_MAX_DAYS_AHEAD * 24 * 60 + 1), `Choose a time within the next ${PRACTICE_BOOKING_MAX_DAYS_AHEAD} days.`],
    ['not a time', new Date('soon'), 'Must be an ISO 8601 date and time.'],
  ])('is refused %s (422 naming sessionStartDate)', (_name, startsAt, message) => {
    let problem: HttpProblem | undefined;
    try {
      checkPractitionerChosenTime(startsAt, now);
    } catch (err) {
      problem = err as HttpProblem;
    }
    expect(problem).toMatchObject({ status: 422, fields: { sessionStartDate: message } });
  });
});
