import type { Platform } from './contract';

// This module is a Module Federation singleton, so the platform the shell sets here is the one
// every area reads, without React context crossing single-spa roots.
let current: Platform | undefined;

export function setPlatform(platform: Platform): void {
  current = platform;
}

export function getPlatform(): Platform {
  if (!current) throw new Error('The Harbour platform is not set: the shell (or standalone bootstrap) sets it first.');
  return current;
}

export function hasPlatform(): boolean {
  return current !== undefined;
}
