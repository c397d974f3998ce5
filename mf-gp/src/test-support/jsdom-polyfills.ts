// jsdom lacks TextEncoder, which react-router 7 needs as it loads. Import this first in a test
// (before anything that imports react-router). Belongs in jest.setup.web.ts once that is shared.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
