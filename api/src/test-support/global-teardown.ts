import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const stripeMock = (globalThis as Record<string, unknown>).__HARBOUR_STRIPE_MOCK__ as { stop(): Promise<void> } | undefined;
  await stripeMock?.stop();
  const ferret = (globalThis as Record<string, unknown>).__HARBOUR_FERRETDB__ as
    | { stop(): Promise<void>; runDir: string }
    | undefined;
  if (!ferret) return;
  await ferret.stop();
  fs.rmSync(ferret.runDir, { recursive: true, force: true });
}
