import type { RequestHandler } from 'express';
import { HttpProblem } from './problem';

// A lone UTF-16 surrogate is not text: it cannot be stored as UTF-8 or mailed. \p{Cs} in
// u-mode matches only surrogates that are not part of a pair. NUL is refused too: PostgreSQL's
// jsonb (FerretDB's storage) cannot hold it, so a query or write with one fails (schemathesis found a 500).
const LONE_SURROGATE = /\p{Cs}/u;
const NUL = String.fromCharCode(0);
const notText = (value: string) => LONE_SURROGATE.test(value) || value.includes(NUL);

/**
 * How deep a JSON body may nest. Our deepest operation nests about 5 levels; every later step
 * (tsoa's validator, mongoose, JSON.stringify in logs) recurses, and 5,000 levels overflowed the
 * stack. JSON.parse itself is iterative in V8, so the check runs right after it.
 */
export const MAX_BODY_DEPTH = 32;

/**
 * How many items one array, and how many values a whole body, may hold. tsoa's validator costs
 * (objects × errors so far): 5,000 empty objects in a 60 kB body kept a process busy for a minute
 * (the body-shape fuzz found it). The largest real body, a psychologist's availability with 400
 * dated overrides of up to 12 hours each, holds about 17,000 values.
 */
export const MAX_ARRAY_ITEMS = 1000;
export const MAX_BODY_VALUES = 25_000;

export const NOT_TEXT_MESSAGE = 'Contains characters that are not valid text.';
export const TOO_DEEP_MESSAGE = `Nested more than ${MAX_BODY_DEPTH} levels deep.`;
export const TOO_MANY_ITEMS_MESSAGE = `Has more than ${MAX_ARRAY_ITEMS} items.`;
export const TOO_MANY_VALUES_MESSAGE = `Holds more than ${MAX_BODY_VALUES} values.`;

export interface BodyFault {
  /** Dotted path of the offending field ('body' for the body itself). */
  field: string;
  message: string;
}

/** A container still to look into; its path is only spelled out when a fault is found. */
interface Frame {
  value: object;
  key: string;
  parent: Frame | undefined;
  depth: number;
}

function pathOf(frame: Frame | undefined, key?: string): string {
  const keys = key === undefined ? [] : [key];
  for (let at = frame; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || 'body';
}

/**
 * A field that holds a lone surrogate or NUL, nests deeper than MAX_BODY_DEPTH or is an array of
 * more than MAX_ARRAY_ITEMS; or a body of more than MAX_BODY_VALUES values. Iterative (an explicit
 * stack), so no body overflows the call stack here; only containers are stacked and paths are
 * built only for a fault, so a 1 MB array of numbers costs a single pass.
 */
export function bodyFault(body: unknown): BodyFault | undefined {
  if (typeof body === 'string') return notText(body) ? { field: 'body', message: NOT_TEXT_MESSAGE } : undefined;
  if (!body || typeof body !== 'object') return undefined;
  const stack: Frame[] = [{ value: body, key: '', parent: undefined, depth: 0 }];
  let values = 1;
  while (stack.length) {
    const frame = stack.pop()!;
    if (frame.depth >= MAX_BODY_DEPTH) return { field: pathOf(frame), message: TOO_DEEP_MESSAGE };
    const container = frame.value as Record<string, unknown>;
    const keys = Array.isArray(container) ? undefined : Object.keys(container);
    const length = keys ? keys.length : (container as unknown as unknown[]).length;
    if (!keys && length > MAX_ARRAY_ITEMS) return { field: pathOf(frame), message: TOO_MANY_ITEMS_MESSAGE };
    values += length;
    if (values > MAX_BODY_VALUES) return { field: 'body', message: TOO_MANY_VALUES_MESSAGE };
    // Backwards, so the stack hands containers back in document order.
    for (let i = length - 1; i >= 0; i--) {
      const key = keys ? keys[i] : String(i);
      const inner = container[key];
      if (typeof inner === 'string') {
        if (notText(inner)) return { field: pathOf(frame, key), message: NOT_TEXT_MESSAGE };
      } else if (inner && typeof inner === 'object') {
        stack.push({ value: inner, key, parent: frame, depth: frame.depth + 1 });
      }
    }
  }
  return undefined;
}

export const isWellFormedText = (value: string) => !notText(value);

/**
 * Refuses, with 422, a JSON body or query string holding a lone surrogate or NUL anywhere (a query
 * parameter reaches the database as a filter, as a body field does), or a body nesting too deep or
 * too big in values, before any service sees it.
 */
export const refuseIllFormedText: RequestHandler = (req, _res, next) => {
  const fault = bodyFault(req.body) ?? bodyFault(req.query);
  if (!fault) return next();
  next(new HttpProblem(422, 'Validation failed', `${fault.field}: ${fault.message}`, { [fault.field]: fault.message }));
};
