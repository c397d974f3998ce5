import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder and TextDecoder, which react-router 7 needs as it loads. Set up here,
// before any test file's imports run.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy…/waitFor wait for their condition; the library's 1 s default made them fail on a busy
// machine (CI under load), not because the condition was false. A passing test waits no longer.
configure({ asyncUtilTimeout: 10_000 });
