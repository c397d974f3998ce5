/**
 * ICE candidates in the order the other side can use them. A browser starts gathering candidates
 * while it sets its offer or answer, and may report them before that description has been sent;
 * sent at once, they can reach the other side first and be refused ("no remote description"):
 * with host candidates only, a call then never connects. So our candidates wait until their
 * description is queued, and theirs wait until we have their description.
 */

/** Our candidates, held while a description of ours is being made and queued. */
export class CandidateGate<T> {
  private held: T[] | null = null;

  /** From setLocalDescription until its description is queued. */
  close(): void {
    this.held ??= [];
  }

  /** Sends it now, or holds it while the gate is closed. */
  pass(candidate: T, send: (candidate: T) => void): void {
    if (this.held) this.held.push(candidate);
    else send(candidate);
  }

  /** The description is queued: what was held goes after it, in order. */
  open(send: (candidate: T) => void): void {
    const held = this.held ?? [];
    this.held = null;
    for (const candidate of held) send(candidate);
  }
}

/** A connection sends a few dozen at most; more is a runaway tab, not a call. */
const MAX_EARLY_PER_CONNECTION = 100;

/** Their candidates that came before the description they belong to, by the sender's connection. */
export class EarlyCandidates<T> {
  private readonly byConnection = new Map<string, T[]>();

  hold(connectionId: string, candidate: T): void {
    const list = this.byConnection.get(connectionId) ?? [];
    if (list.length < MAX_EARLY_PER_CONNECTION) list.push(candidate);
    this.byConnection.set(connectionId, list);
  }

  /** Everything held for this connection, oldest first; held no longer. */
  take(connectionId: string): T[] {
    const list = this.byConnection.get(connectionId) ?? [];
    this.byConnection.delete(connectionId);
    return list;
  }

  /** Candidates of other connections are from tabs that are gone. */
  keepOnly(connectionId: string): void {
    for (const id of [...this.byConnection.keys()]) if (id !== connectionId) this.byConnection.delete(id);
  }
}
