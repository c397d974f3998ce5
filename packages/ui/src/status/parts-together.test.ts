import { renderHook } from '@testing-library/react';
import { usePartsTogether, type ReadProgress } from './parts-together';

const loading = { isLoading: true };
const answered = { isLoading: false };

describe('usePartsTogether', () => {
  it.each<[string, ReadProgress[], boolean]>([
    ['no reads', [], true],
    ['every read answered (or failed)', [answered, answered], true],
    ['one read still on its way', [answered, loading], false],
    ['every read on its way', [loading, loading], false],
  ])('%s: shown %s', (_, reads, shown) => {
    expect(renderHook(() => usePartsTogether(reads)).result.current).toBe(shown);
  });

  it('stays shown once shown, when a read is asked again (a part that failed asks again as it mounts)', () => {
    const { result, rerender } = renderHook((reads: ReadProgress[]) => usePartsTogether(reads), { initialProps: [loading, answered] });
    expect(result.current).toBe(false);
    rerender([answered, answered]);
    expect(result.current).toBe(true);
    rerender([loading, answered]);
    expect(result.current).toBe(true);
  });
});
