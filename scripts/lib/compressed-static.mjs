// Serves the files the publish step pre-compressed (scripts/lib/precompress.mjs): the brotli or
// gzip copy when the browser accepts it, with the original's Content-Type, `Content-Encoding` and
// `Vary: Accept-Encoding`. Nothing is compressed per request, so this never touches /api answers
// or event streams: it only ever serves files from a published folder.
import fs from 'node:fs';
import path from 'node:path';

/** The encodings we publish, best first. */
const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
];

/** Which encodings an Accept-Encoding header allows (q=0 refuses one). */
export function acceptedEncodings(header = '') {
  const accepted = new Set();
  for (const part of header.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (token) accepted.add(token);
  }
  return accepted;
}

const isFile = (file) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The variant of `file` to send for this request: { file, encoding } (encoding undefined = as is). */
export function pickVariant(file, acceptEncoding) {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const { name, ext } of ENCODINGS) {
    if ((accepted.has(name) || accepted.has('*')) && isFile(file + ext)) return { file: file + ext, encoding: name };
  }
  return { file, encoding: undefined };
}

/**
 * Sends `file` (an absolute path inside a published folder), choosing its pre-compressed copy.
 * `options` are res.sendFile's (maxAge, immutable, headers…).
 */
export function sendPublished(req, res, file, options, next) {
  const { file: chosen, encoding } = pickVariant(file, req.headers['accept-encoding']);
  res.vary('Accept-Encoding');
  // send() keeps a Content-Type already set, so the .br/.gz copy is typed as the original.
  res.type(path.extname(file));
  if (encoding) res.set('Content-Encoding', encoding);
  res.sendFile(chosen, { dotfiles: 'allow', ...options }, (err) => {
    // A client that went away mid-file needs no answer; anything else goes to the error handler.
    if (err && !res.headersSent) next(err);
  });
}

/** express middleware: the published folder `root` at its mount point, immutable, pre-compressed. */
export function compressedStatic(root, options) {
  const base = path.resolve(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return res.status(400).type('text/plain').send('Bad request');
    }
    const file = path.resolve(base, `.${path.posix.normalize(`/${relative}`)}`);
    if (!file.startsWith(base + path.sep) || !isFile(file)) return res.status(404).type('text/plain').send('Not found');
    sendPublished(req, res, file, options, next);
  };
}
