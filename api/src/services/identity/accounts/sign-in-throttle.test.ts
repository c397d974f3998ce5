import { delayAfter } from './sign-in-throttle';

const MIN = 60 * 1000;

describe('delayAfter: the wait before the next try after n wrong passwords', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1 * MIN],
    [6, 2 * MIN],
    [7, 4 * MIN],
    [8, 8 * MIN],
    [9, 15 * MIN],
    [40, 15 * MIN],
  ])('%i failures → %i ms', (failures, wait) => expect(delayAfter(failures)).toBe(wait));
});
