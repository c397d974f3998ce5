const Sequencer = require('@jest/test-sequencer').default;

/**
 * jest's order (files that failed last time first, then the longest by the last run's times, or
 * the largest files when there are none, as on a fresh clone), but the API's integration suites
 * (`*.int-suite.ts`) before everything else: they are the longest files by far and among the
 * smallest, so by size a fresh clone would start them last and end the run on one of them alone.
 */
module.exports = class ApiSuitesFirst extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const suite = (test) => test.path.endsWith('.int-suite.ts');
    return [...sorted.filter(suite), ...sorted.filter((test) => !suite(test))];
  }
};
