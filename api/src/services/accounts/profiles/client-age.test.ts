import { ageOn, dateOfBirthProblem, parseCalendarDate, todayIn } from './client-age';

describe('ageOn', () => {
  it.each([
    ['2000-06-15', '2026-06-14', 25],
    ['2000-06-15', '2026-06-15', 26],
    ['2000-02-29', '2026-02-28', 25],
    ['2000-02-29', '2026-03-01', 26],
    ['2014-11-23', '2026-11-23', 12],
    ['2014-11-24', '2026-11-23', 11],
  ])('born %s is on %s %i', (born, today, age) => {
    expect(ageOn(born, today)).toBe(age);
  });
});

describe('dateOfBirthProblem', () => {
  const today = '2026-11-23';
  it.each([
    ['1990-04-23', undefined],
    ['2014-11-23', undefined],
    ['2014-11-24', 'Clients must be at least 12 years old.'],
    ['2026-11-24', 'Your date of birth cannot be in the future.'],
    ['1990-02-31', 'Enter your date of birth as a real date, e.g. 1990-04-23.'],
    ['23/04/1990', 'Enter your date of birth as a real date, e.g. 1990-04-23.'],
    ['1890-01-01', 'Check the year of your date of birth.'],
  ])('%s → %s', (value, problem) => {
    expect(dateOfBirthProblem(value, today)).toBe(problem);
  });
});

describe('calendar dates', () => {
  it('refuses impossible dates', () => {
    expect(parseCalendarDate('2025-02-29')).toBeUndefined();
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });
  it("gives today's date on the client's clock (Perth is still the day before when Sydney has begun the next)", () => {
    const instant = new Date('2026-11-23T14:30:00Z'); // 01:30 on the 24th in Sydney (AEDT), 22:30 on the 23rd in Perth
    expect(todayIn('Australia/Sydney', instant)).toBe('2026-11-24');
    expect(todayIn('Australia/Perth', instant)).toBe('2026-11-23');
  });
});
