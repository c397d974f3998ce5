import { resetSlotLabelCache } from '../services/availability/slot-label';
import { resetWallClockMemo } from '../lib/wall-clock';
import { answerSlotCases } from './slot-engine-cases';

/**
 * Run as its own Node process (jest sandboxes process.env, so assigning TZ inside a test does not
 * reach Node): for each zone named on the command line, assign process.env.TZ — Node honours that
 * at run time — and answer the slot-engine table. Prints JSON: per zone, the process's own UTC
 * offset in July (proof the zone took effect) and the answers.
 */
const runs = process.argv.slice(2).map((zone) => {
  process.env.TZ = zone;
  resetWallClockMemo();
  resetSlotLabelCache();
  return { zone, julyOffset: new Date('2026-07-01T00:00:00Z').getTimezoneOffset(), answers: answerSlotCases() };
});
process.stdout.write(JSON.stringify(runs));
