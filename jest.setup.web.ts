import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder and TextDecoder, which react-router 7 needs as it loads. Set up here,
// before any test file's imports run.
Object.assign(globalThis, { TextEncoder, TextDecoder });
