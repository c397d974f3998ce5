// eslint-disable-next-line @typescript-eslint/no-require-imports
const { apiProcessCount } = require('./lib/api-processes.cjs');

test.each([
  [[], {}, 1],
  [['--api-processes', '3'], {}, 3],
  [[], { API_PROCESSES: '2' }, 2],
  [['--api-processes', '2'], { API_PROCESSES: '4' }, 2],
  [[], { API_PROCESSES: '' }, 1],
])('argv %j and env %j: %i API processes', (argv, env, count) => {
  expect(apiProcessCount(['node', 'start.mjs', ...argv], env)).toBe(count);
});

test.each([['0'], ['1.5'], ['many'], ['17']])('API_PROCESSES=%s is refused, naming the value', (value) => {
  expect(() => apiProcessCount([], { API_PROCESSES: value })).toThrow(`API processes must be a whole number from 1 to 16 (got "${value}").`);
});
