const { randomBytes } = require('node:crypto');

/**
 * What a build says about itself (shown on pages, written to current-build.json).
 * HARBOUR_BUILD_ID / HARBOUR_RELEASE_LABEL let a release pipeline name the build.
 */
function buildInfo(name) {
  const builtAt = new Date().toISOString();
  return {
    name,
    id: process.env.HARBOUR_BUILD_ID || `${builtAt.replace(/[-:TZ.]/g, '').slice(0, 14)}-${randomBytes(3).toString('hex')}`,
    label: process.env.HARBOUR_RELEASE_LABEL || '',
    timestamp: Date.parse(builtAt),
  };
}

module.exports = { buildInfo };
