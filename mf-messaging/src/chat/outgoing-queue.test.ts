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

// Sends take a (fake) millisecond; the test runs every pending timer rather than waiting a while,
// so the order of events never depends on how busy the machine is.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
const settle = () => jest.runAllTimersAsync();

describe('outgoing queue (spec §4)', () => {
  it('sends one at a time, in the order written', async () => {
    const { queue, sent, inFlight } = setUp();
    const written = Promise.all(['one', 'two', 'three'].map((text) => queue.enqueue(text)));
    await settle();
    await written;
    expect(sent).toEqual(['one', 'two', 'three']);
    expect(Math.max(...inFlight)).toBe(1);
  });

  it('a failure holds the queue until retried, then the rest follow in order with the same id', async () => {
    const { queue, sent, snapshots, failures } = setUp(new Set(['two']));
    const written = [queue.enqueue('one'), queue.enqueue('two'), queue.enqueue('three')];
    await settle();
    await Promise.all(written);
    expect(sent).toEqual(['one']);
    expect(failures).toHaveLength(1);
    const held = snapshots.at(-1)!;
    expect(held.map((i) => [i.text, i.status])).toEqual([
      ['two', 'failed'],
      ['three', 'queued'],
    ]);
    const retried = queue.retry();
    await settle();
    await retried;
    expect(sent).toEqual(['one', 'two', 'three']);
    expect(snapshots.at(-1)).toEqual([]);
    // The retried message kept its clientMessageId (the API stores it once).
    const ids = snapshots.flat().filter((i) => i.text === 'two').map((i) => i.clientMessageId);
    expect(new Set(ids).size).toBe(1);
  });
});
