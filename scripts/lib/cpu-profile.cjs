// Preloaded with `node --require` (NODE_OPTIONS refuses --cpu-prof): profiles the whole process and
// writes a .cpuprofile into CPU_PROFILE_DIR when it exits (an in-thread inspector session answers
// synchronously, so the 'exit' handler can still stop the profiler and write the file).
const fs = require('node:fs');
const path = require('node:path');
const inspector = require('node:inspector');

const dir = process.env.CPU_PROFILE_DIR;
if (dir) {
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 1000 });
  session.post('Profiler.start');
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `api-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
