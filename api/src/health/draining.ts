/**
 * Whether this process is shutting down (SIGTERM): readiness answers 503 from then on, so a load
 * balancer sends new requests to another process while this one finishes what it holds.
 */
let draining = false;

export function startDraining(): void {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}

/** Tests only: the same process serves the next test. */
export function stopDrainingForTests(): void {
  draining = false;
}
