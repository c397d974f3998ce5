import { randomBytes } from 'node:crypto';

/** The W3C Trace Context of one request: the caller's trace id when it sent a valid `traceparent`. */
export interface TraceContext {
  /** 32 lowercase hex digits, the same across every service the request passes through. */
  traceId: string;
  /** 16 hex digits naming this API's part of the trace. */
  spanId: string;
  /** The caller's flags (`01` = sampled), kept as they came; `00` for a trace we start. */
  flags: string;
}

const ALL_ZEROS = /^0+$/;
// version-traceid-parentid-flags; a later version may append fields after a dash (spec: parse the first four).
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * Continues the caller's trace when `traceparent` is valid (W3C Trace Context level 1: version
 * `ff` and all-zero ids are invalid; version 00 has exactly four fields); starts a new one otherwise.
 * Either way this request gets its own span id.
 */
export function traceContextFor(traceparent: string | string[] | undefined): TraceContext {
  const incoming = typeof traceparent === 'string' ? TRACEPARENT.exec(traceparent.trim()) : null;
  if (incoming) {
    const [, version, traceId, parentId, flags, rest] = incoming;
    const valid = version !== 'ff' && !(version === '00' && rest) && !ALL_ZEROS.test(traceId) && !ALL_ZEROS.test(parentId);
    if (valid) return { traceId, spanId: hex(8), flags };
  }
  return { traceId: hex(16), spanId: hex(8), flags: '00' };
}

/** The `traceparent` this API answers with (and would send on, were it to call another service). */
export function formatTraceparent({ traceId, spanId, flags }: TraceContext): string {
  return `00-${traceId}-${spanId}-${flags}`;
}
