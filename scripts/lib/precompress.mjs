// Pre-compression at publish time: every text asset gets a brotli (.br) and a gzip (.gz) copy
// beside it, made once with the strongest settings, so the portal server (or a CDN) only picks
// the file the browser accepts and never compresses anything per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|json|css|html|svg|txt)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 512;

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Writes `<file>.br` and `<file>.gz` for one file (when worth it). */
export function precompressFile(file) {
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) {
    // A file rewritten in place (index.html) must not keep an older copy's compressed twins.
    for (const ext of ['.br', '.gz']) fs.rmSync(file + ext, { force: true });
    return;
  }
  const br = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  // Written beside and renamed, so a request never gets half a file.
  for (const [ext, data] of [['.br', br], ['.gz', zlib.gzipSync(body, { level: 9 })]]) {
    fs.writeFileSync(`${file}${ext}.tmp`, data);
    fs.renameSync(`${file}${ext}.tmp`, file + ext);
  }
}

/** Pre-compresses every text asset under a published folder (not source maps: only devtools fetch them). */
export function precompressDir(dir) {
  let files = 0;
  for (const file of walk(dir)) {
    precompressFile(file);
    files++;
  }
  return files;
}
