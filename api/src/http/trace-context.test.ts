import { formatTraceparent, traceContextFor } from './trace-context';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT = '00f067aa0ba902b7';

describe('traceContextFor', () => {
  it.each<[string, string | string[] | undefined]>([
    ['version 00, sampled', `00-${TRACE}-${PARENT}-01`],
    ['version 00, not sampled', `00-${TRACE}-${PARENT}-00`],
    ['a later version with an extra field', `cc-${TRACE}-${PARENT}-01-what-comes-next`],
    ['surrounding spaces', `  00-${TRACE}-${PARENT}-01 `],
  ])('continues the caller’s trace: %s', (_name, header) => {
    const context = traceContextFor(header);
    expect(context.traceId).toBe(TRACE);
    expect(context.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(context.spanId).not.toBe(PARENT);
    expect(context.flags).toBe(String(header).trim().slice(53, 55));
  });

  it.each<[string, string | string[] | undefined]>([
    ['absent', undefined],
    ['empty', ''],
    ['repeated header', [`00-${TRACE}-${PARENT}-01`, `00-${TRACE}-${PARENT}-01`]],
    ['version ff', `ff-${TRACE}-${PARENT}-01`],
    ['all-zero trace id', `00-${'0'.repeat(32)}-${PARENT}-01`],
    ['all-zero parent id', `00-${TRACE}-${'0'.repeat(16)}-01`],
    ['uppercase hex', `00-${TRACE.toUpperCase()}-${PARENT}-01`],
    ['short trace id', `00-${TRACE.slice(1)}-${PARENT}-01`],
    ['version 00 with an extra field', `00-${TRACE}-${PARENT}-01-extra`],
    ['not a traceparent', 'hello <script>'],
  ])('starts a new trace when the header is %s', (_name, header) => {
    const context = traceContextFor(header);
    expect(context.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(context.traceId).not.toBe(TRACE);
    expect(context.flags).toBe('00');
  });

  it('starts a different trace each time', () => {
    expect(traceContextFor(undefined).traceId).not.toBe(traceContextFor(undefined).traceId);
  });

  it('formats a version-00 traceparent', () => {
    expect(formatTraceparent({ traceId: TRACE, spanId: PARENT, flags: '01' })).toBe(`00-${TRACE}-${PARENT}-01`);
  });
});
