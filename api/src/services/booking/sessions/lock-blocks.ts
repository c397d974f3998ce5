import { SLOT_BLOCK_MINUTES } from '../../availability';

const BLOCK_MS = SLOT_BLOCK_MINUTES * 60_000;

/**
 * The 5-minute UTC blocks a session holds: from its start to its end plus the psychologist's
 * buffer. Two sessions whose blocks share one block overlap, whatever their lengths. A start or
 * end inside a block takes the whole block (so a 10:02 start still meets a 10:00 session).
 */
export function blocksCovering(startsAt: Date, endsAt: Date, bufferMinutes = 0): Date[] {
  const first = Math.floor(startsAt.getTime() / BLOCK_MS) * BLOCK_MS;
  const end = endsAt.getTime() + bufferMinutes * 60_000;
  const blocks: Date[] = [];
  for (let at = first; at < end; at += BLOCK_MS) blocks.push(new Date(at));
  return blocks;
}
