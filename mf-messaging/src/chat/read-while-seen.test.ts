import { act, renderHook } from '@testing-library/react';
import { shouldMarkRead, useSeenAgain } from './read-while-seen';

describe('shouldMarkRead', () => {
  it.each<[number, number, DocumentVisibilityState, boolean]>([
    [4, 3, 'visible', true],
    // Visible is enough: a window without focus still shows the message.
    [0, -1, 'visible', true],
    [4, 4, 'visible', false],
    [-1, -1, 'visible', false],
    [4, 3, 'hidden', false],
  ])('newest %i, read up to %i, page %s → %s', (newest, readUpTo, visibility, mark) => expect(shouldMarkRead(newest, readUpTo, visibility)).toBe(mark));
});

describe('useSeenAgain', () => {
  let visibility: DocumentVisibilityState = 'visible';
  beforeAll(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  });

  it('goes up when the page is shown again or its window focused, not while it is hidden', () => {
    const { result } = renderHook(() => useSeenAgain());
    expect(result.current).toBe(0);
    visibility = 'hidden';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current).toBe(0);
    visibility = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current).toBe(1);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(result.current).toBe(2);
  });
});
