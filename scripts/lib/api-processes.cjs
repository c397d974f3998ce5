// How many API processes `npm start` and the journeys run behind the portal (no dependencies:
// read before set-up has installed anything; CommonJS so the scripts' jest tests load it too).

/** `--api-processes N` or API_PROCESSES=N; 1 when neither is given. */
function apiProcessCount(argv = process.argv, env = process.env) {
  const flag = argv.indexOf('--api-processes');
  const value = flag >= 0 ? argv[flag + 1] : env.API_PROCESSES;
  if (value === undefined || value === '') return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 16) throw new Error(`API processes must be a whole number from 1 to 16 (got "${value}").`);
  return count;
}

module.exports = { apiProcessCount };
