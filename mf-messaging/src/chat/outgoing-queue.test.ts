import { createOutgoingQueue, type Outgoing } from './outgoing-queue';

function setUp(failOn: Set<string> = new Set()) {
  const sent: string[] = [];
  const inFlight: number[] = [];
  let concurrent = 0;
  const snapshots: Outgoing[][] = [];
  const failures: unknown[] = [];
  let n = 0;
  const queue = createOutgoingQueue<string>({
    newId: () => `id-${n++}`,
    send: async (item) => {
      concurrent++;
      inFlight.push(concurrent);
      await new Promise((resolve) => setTimeout(resolve, 1));
      concurrent--;
      if (failOn.has(item.text)) {
        failOn.delete(item.text); // fails once, then a retry goes through
        throw new Error('network');
      }
      return item.text;
    },
    onSent: (text) => sent.push(text),
    onFailed: (error) => failures.push(error),
    onChange: (items) => snapshots.push(items),
  });
  return { queue, sent, inFlight, snapshots, failures };
}

describe('outgoing queue (spec §4)', () => {
  it('sends one at a time, in the order written', async () => {
    const { queue, sent, inFlight } = setUp();
    await Promise.all(['one', 'two', 'three'].map((text) => queue.enqueue(text)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual(['one', 'two', 'three']);
    expect(Math.max(...inFlight)).toBe(1);
  });

  it('a failure holds the queue until retried, then the rest follow in order with the same id', async () => {
    const { queue, sent, snapshots, failures } = setUp(new Set(['two']));
    await queue.enqueue('one');
    await queue.enqueue('two');
    await queue.enqueue('three');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual(['one']);
    expect(failures).toHaveLength(1);
    const held = snapshots.at(-1)!;
    expect(held.map((i) => [i.text, i.status])).toEqual([
      ['two', 'failed'],
      ['three', 'queued'],
    ]);
    await queue.retry();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual(['one', 'two', 'three']);
    expect(snapshots.at(-1)).toEqual([]);
    // The retried message kept its clientMessageId (the API stores it once).
    const ids = snapshots.flat().filter((i) => i.text === 'two').map((i) => i.clientMessageId);
    expect(new Set(ids).size).toBe(1);
  });
});
