/** A tiny observable value: what the shell owns and areas read (works with useSyncExternalStore). */
export interface ReadableStore<T> {
  get(): T;
  subscribe(listener: (value: T) => void): () => void;
}

export interface WritableStore<T> extends ReadableStore<T> {
  set(value: T): void;
}

export function createStore<T>(initial: T): WritableStore<T> {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener(value);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
