import { EMPTY_ANSWERS, seeMorePath, stepProblem, toMatchRequest } from './answers';

describe('get-matched answers', () => {
  it.each([
    [0, {}, 'Choose who the sessions are for.'],
    [0, { therapyTypeId: 1 }, undefined],
    [1, {}, 'Choose at least one thing you would like help with.'],
    [1, { specialisationIds: [1, 2, 3, 4, 5, 6] }, 'Choose at most 5.'],
    [1, { specialisationIds: [1] }, undefined],
    [2, {}, undefined],
    [3, {}, undefined],
  ])('step %i with %j: %s', (step, answers, problem) => {
    expect(stepProblem(step, { ...EMPTY_ANSWERS, ...answers })).toBe(problem);
  });

  it('asks the API in the visitor’s zone and leaves out what was not answered', () => {
    expect(toMatchRequest({ ...EMPTY_ANSWERS, therapyTypeId: 1, specialisationIds: [1, 4] }, 'Australia/Darwin', 'ref')).toEqual({ therapyTypeId: 1, specialisationIds: [1, 4], viewerTimeZone: 'Australia/Darwin', referrerId: 'ref' });
  });

  it('“see more” opens the directory with the main answers as filters', () => {
    expect(seeMorePath({ ...EMPTY_ANSWERS, therapyTypeId: 1, specialisationIds: [4, 1], funding: 'NDIS', languageId: 2, timesOfDay: ['evening'] })).toBe('/find-a-psychologist?concern=4&clientType=1&funding=NDIS&language=2&time=evening');
    expect(seeMorePath(EMPTY_ANSWERS)).toBe('/find-a-psychologist');
  });
});
