import { gunzipSync } from 'node:zlib';
import { ANSWER_TTL_MS, answerKey, cachedAnswer, forgetAvailabilityAnswers, rememberAnswer, sharedAnswer } from './availability-answer-cache';

const scope = { psychologistIds: ['b', 'a'], origin: 'https://harbour.test', newClientsOnly: true };
const query = { from: new Date('2026-11-25T00:00:00Z'), to: new Date('2026-12-09T00:00:00Z'), timeZone: 'Australia/Perth' };

afterEach(forgetAvailabilityAnswers);

describe('availability answer cache', () => {
  it.each([
    ['the same psychologists in another order', { ...scope, psychologistIds: ['a', 'b'] }, query, true],
    ['another origin (checked before the cache)', { ...scope, origin: 'https://other.test' }, query, true],
    ['another psychologist', { ...scope, psychologistIds: ['a', 'c'] }, query, false],
    ['all psychologists, not only those taking new clients', { ...scope, newClientsOnly: false }, query, false],
    ['a psychologist the client already sees', { ...scope, knownPsychologistIds: ['a'] }, query, false],
    ['another viewer zone', scope, { ...query, timeZone: 'Australia/Sydney' }, false],
    ['another start', scope, { ...query, from: new Date('2026-11-25T00:01:00Z') }, false],
    ['another duration', scope, { ...query, durationMinutes: 80 }, false],
  ])('%s → same answer: %s', (_, otherScope, otherQuery, same) => {
    expect(answerKey(otherScope, otherQuery) === answerKey(scope, query)).toBe(same);
  });

  it('serves the bytes and their ETag until the TTL passes or anything is forgotten', () => {
    const key = answerKey(scope, query);
    const stored = rememberAnswer(key, { timeZone: 'Australia/Perth', psychologists: [] }, 1_000);
    expect(JSON.parse(stored.json.toString())).toEqual({ timeZone: 'Australia/Perth', psychologists: [] });
    expect(stored.etag).toMatch(/^W\/"[0-9a-f]+-[\w-]+"$/);
    expect(JSON.parse(gunzipSync(stored.gzipped()).toString())).toEqual({ timeZone: 'Australia/Perth', psychologists: [] });
    expect(stored.gzipped()).toBe(stored.gzipped()); // made once
    expect(cachedAnswer(key, 1_000 + ANSWER_TTL_MS - 1)).toBe(stored);
    expect(cachedAnswer(key, 1_000 + ANSWER_TTL_MS)).toBeUndefined();
    rememberAnswer(key, {}, 5_000);
    forgetAvailabilityAnswers();
    expect(cachedAnswer(key, 5_001)).toBeUndefined();
  });

  it('computes once for everyone asking at once; a computation overtaken by a write is not kept', async () => {
    const key = answerKey(scope, query);
    let computations = 0;
    const compute = async () => ({ run: ++computations });
    const answers = await Promise.all(Array.from({ length: 50 }, () => sharedAnswer(key, compute)));
    expect(computations).toBe(1);
    expect(new Set(answers).size).toBe(1);

    forgetAvailabilityAnswers();
    let release!: () => void;
    const slow = sharedAnswer(key, () => new Promise((resolve) => (release = () => resolve({ run: ++computations }))));
    forgetAvailabilityAnswers(); // a booking lands while it computes
    release();
    expect(JSON.parse((await slow).json.toString())).toEqual({ run: 2 });
    expect(cachedAnswer(key)).toBeUndefined();
  });
});
