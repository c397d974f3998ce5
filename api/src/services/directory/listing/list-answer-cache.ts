/**
 * Answers of `POST /psychologists/list` by request, reused while everything they were computed
 * from is the same object: the directory snapshot, the next-available times (refreshed every 30 s)
 * and the taxonomy names. Most visitors ask the same few filter sets, and filtering, sorting and
 * building cards was half of the endpoint's CPU (docs/performance.md).
 * "Available within N days" is judged against the clock of the first asker, at most 30 s stale,
 * like next available itself.
 */
export interface AnswerInputs {
  snapshot: object;
  nextAvailable: object;
  names: object;
}

const MAX_ANSWERS = 500;

export function answerCache<T>() {
  const answers = new Map<string, { inputs: AnswerInputs; answer: T }>();
  const same = (a: AnswerInputs, b: AnswerInputs) => a.snapshot === b.snapshot && a.nextAvailable === b.nextAvailable && a.names === b.names;
  return {
    get(key: string, inputs: AnswerInputs): T | undefined {
      const hit = answers.get(key);
      return hit && same(hit.inputs, inputs) ? hit.answer : undefined;
    },
    set(key: string, inputs: AnswerInputs, answer: T): void {
      // Bounded: a flood of distinct requests only ever costs this many answers of memory.
      if (answers.size >= MAX_ANSWERS && !answers.has(key)) answers.delete(answers.keys().next().value!);
      answers.set(key, { inputs, answer });
    },
    clear: () => answers.clear(),
  };
}
