import {
  DEFAULT_SESSION_DURATION_TYPE_ID,
  sessionDurationTypes,
  titleForDuration,
} from './session-duration-types';

describe('session duration types', () => {
  it('titles durations as the spec says', () => {
    expect(titleForDuration(20)).toBe('Short Consultation');
    expect(titleForDuration(80)).toBeNull();
    expect(titleForDuration(50)).toBe('Standard Consultation');
    expect(titleForDuration(30)).toBe('Standard Consultation');
    expect(titleForDuration(60)).toBe('Standard Consultation');
  });

  it('has 20, 50 and 80 minutes whose titles follow the rule', () => {
    expect(sessionDurationTypes.map((d) => d.value)).toEqual([20, 50, 80]);
    for (const d of sessionDurationTypes) expect(d.title).toBe(titleForDuration(d.value));
    expect(new Set(sessionDurationTypes.map((d) => d.sessionDurationTypeId)).size).toBe(3);
    const standard = sessionDurationTypes.find(
      (d) => d.sessionDurationTypeId === DEFAULT_SESSION_DURATION_TYPE_ID,
    );
    expect(standard?.value).toBe(50);
  });
});
