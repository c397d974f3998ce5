import { HashingBusyError, HashingQueue } from './hashing-queue';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('HashingQueue', () => {
  it('runs 2 at once, lets 6 wait, refuses the rest at once', async () => {
    const queue = new HashingQueue({ running: 2, waiting: 6, perCaller: 100 });
    const gate = deferred();
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await gate.promise;
      running -= 1;
    };
    const results = Array.from({ length: 12 }, (_, i) => queue.run(work, `caller-${i}`).then(() => 'ok', (err) => err));
    gate.resolve();
    const settled = await Promise.all(results);
    expect(settled.filter((r) => r === 'ok')).toHaveLength(8);
    expect(settled.filter((r) => r instanceof HashingBusyError)).toHaveLength(4);
    expect(most).toBe(2);
  });

  it('gives one caller only perCaller places, so others still get in', async () => {
    const queue = new HashingQueue({ running: 2, waiting: 6, perCaller: 3 });
    const gate = deferred();
    const flood = Array.from({ length: 10 }, () => queue.run(() => gate.promise, 'attacker').then(() => 'ok', (err) => err));
    const person = queue.run(async () => 'signed in', 'person');
    gate.resolve();
    expect((await Promise.all(flood)).filter((r) => r === 'ok')).toHaveLength(3);
    await expect(person).resolves.toBe('signed in');
  });

  it('frees places after failures too', async () => {
    const queue = new HashingQueue({ running: 1, waiting: 0, perCaller: 1 });
    await expect(queue.run(() => Promise.reject(new Error('boom')), 'a')).rejects.toThrow('boom');
    await expect(queue.run(async () => 'again', 'a')).resolves.toBe('again');
  });
});
