import { createToastStore } from './toastStore';
import {
  BOOKING_ERROR_TOAST_MS,
  MESSAGE_TOAST_POSITION,
  TOAST_AUTO_CLOSE_MS,
  TOAST_STACK_GUARD_MS,
} from './constants';

describe('createToastStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const messages = (store: ReturnType<typeof createToastStore>) => store.getToasts().map((t) => t.message);

  it('shows a default toast at the top right and notifies subscribers', () => {
    const store = createToastStore({ isWindowFocused: () => true });
    const listener = jest.fn();
    store.subscribe(listener);

    const id = store.show({ message: 'Saved.' });
    expect(id).not.toBeNull();
    expect(store.getToasts()).toEqual([
      { id, type: 'default', message: 'Saved.', position: 'top-right', autoCloseMs: TOAST_AUTO_CLOSE_MS },
    ]);
    expect(listener).toHaveBeenCalledWith(store.getToasts());
  });

  it.each(['info', 'success', 'warning', 'error', 'default'] as const)('accepts the %s type', (type) => {
    const store = createToastStore({ isWindowFocused: () => true });
    store.show({ type, message: 'Hello' });
    expect(store.getToasts()[0].type).toBe(type);
  });

  it('places message toasts bottom-left when asked', () => {
    const store = createToastStore();
    store.show({ message: 'New message from Dr Lee', position: MESSAGE_TOAST_POSITION });
    expect(store.getToasts()[0].position).toBe('bottom-left');
  });

  it('closes itself after 5000 ms by default', () => {
    const store = createToastStore();
    store.show({ message: 'Saved.' });
    jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1);
    expect(messages(store)).toEqual(['Saved.']);
    jest.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it('keeps booking-error toasts for 7000 ms', () => {
    const store = createToastStore({ isWindowFocused: () => true });
    store.show({ type: 'error', message: 'That time is no longer available.', autoCloseMs: BOOKING_ERROR_TOAST_MS });
    jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS);
    expect(messages(store)).toHaveLength(1);
    jest.advanceTimersByTime(BOOKING_ERROR_TOAST_MS - TOAST_AUTO_CLOSE_MS);
    expect(messages(store)).toHaveLength(0);
  });

  it("gives kind 'booking-error' the error type and 7000 ms", () => {
    const store = createToastStore({ isWindowFocused: () => true });
    store.show({ kind: 'booking-error', message: 'That time is no longer available.' });
    expect(store.getToasts()[0]).toMatchObject({ type: 'error', autoCloseMs: 7000, position: 'top-right' });
    jest.advanceTimersByTime(6999);
    expect(messages(store)).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(messages(store)).toHaveLength(0);
  });

  it("puts kind 'message' toasts bottom-left, and lets explicit options win over a kind", () => {
    const store = createToastStore({ isWindowFocused: () => true });
    store.show({ kind: 'message', message: 'New message from Dr Lee', multiple: true });
    store.show({ kind: 'booking-error', message: 'Sticky', autoCloseMs: false, type: undefined, multiple: true });
    expect(store.getToasts()).toEqual([
      expect.objectContaining({ position: 'bottom-left', type: 'default', autoCloseMs: 5000 }),
      expect.objectContaining({ message: 'Sticky', type: 'error', autoCloseMs: false }),
    ]);
  });

  it('keeps a toast with autoCloseMs false until dismissed', () => {
    const store = createToastStore();
    const id = store.show({ message: 'Sticky', autoCloseMs: false }) as string;
    jest.advanceTimersByTime(60_000);
    expect(messages(store)).toEqual(['Sticky']);
    store.dismiss(id);
    expect(messages(store)).toEqual([]);
  });

  it('suppresses error toasts while the window is unfocused, but not other types', () => {
    let focused = false;
    const store = createToastStore({ isWindowFocused: () => focused });
    expect(store.show({ type: 'error', message: 'Unable to load messages.' })).toBeNull();
    expect(store.show({ type: 'info', message: 'Still here', multiple: true })).not.toBeNull();
    focused = true;
    expect(store.show({ type: 'error', message: 'Unable to load messages.', multiple: true })).not.toBeNull();
    expect(messages(store)).toEqual(['Still here', 'Unable to load messages.']);
  });

  it('does not duplicate an identical error that is already showing', () => {
    const store = createToastStore({ isWindowFocused: () => true });
    const first = store.show({ type: 'error', message: 'Unable to send message.', multiple: true });
    const second = store.show({ type: 'error', message: 'Unable to send message.', multiple: true });
    expect(second).toBe(first);
    expect(messages(store)).toEqual(['Unable to send message.']);

    // Once it has gone, the same error may show again.
    jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS);
    expect(store.show({ type: 'error', message: 'Unable to send message.' })).not.toBeNull();
  });

  it('allows different errors, and identical non-error toasts, to stack', () => {
    const store = createToastStore({ isWindowFocused: () => true });
    store.show({ type: 'error', message: 'Unable to send message.', multiple: true });
    store.show({ type: 'error', message: 'Unable to load messages.', multiple: true });
    store.show({ type: 'info', message: 'Copied', multiple: true });
    store.show({ type: 'info', message: 'Copied', multiple: true });
    expect(messages(store)).toHaveLength(4);
  });

  it('drops a non-multiple toast within 390 ms of another, but lets multiple toasts through', () => {
    const store = createToastStore();
    expect(store.show({ message: 'First' })).not.toBeNull();
    expect(store.show({ message: 'Burst' })).toBeNull();
    expect(store.show({ message: 'Stacks', multiple: true })).not.toBeNull();
    jest.advanceTimersByTime(TOAST_STACK_GUARD_MS - 1);
    expect(store.show({ message: 'Still too soon' })).toBeNull();
    jest.advanceTimersByTime(1);
    expect(store.show({ message: 'Later' })).not.toBeNull();
    expect(messages(store)).toEqual(['First', 'Stacks', 'Later']);
  });

  it('dismisses one toast or all of them and stops their timers', () => {
    const store = createToastStore();
    const listener = jest.fn();
    const a = store.show({ message: 'A', multiple: true }) as string;
    store.show({ message: 'B', multiple: true });
    store.show({ message: 'C', multiple: true });
    store.subscribe(listener);

    store.dismiss(a);
    expect(messages(store)).toEqual(['B', 'C']);
    store.dismiss(a); // already gone: no extra notification
    expect(listener).toHaveBeenCalledTimes(1);

    store.dismissAll();
    expect(messages(store)).toEqual([]);
    jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('pauses and resumes the countdown with the time that was left', () => {
    const store = createToastStore();
    const id = store.show({ message: 'Read me' }) as string;
    jest.advanceTimersByTime(3000);
    store.pause(id);
    jest.advanceTimersByTime(60_000);
    expect(messages(store)).toEqual(['Read me']);
    store.resume(id);
    jest.advanceTimersByTime(1999);
    expect(messages(store)).toEqual(['Read me']);
    jest.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it('stops notifying after unsubscribe', () => {
    const store = createToastStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.show({ message: 'Quiet' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('uses document.hasFocus() by default', () => {
    const hasFocus = jest.spyOn(document, 'hasFocus').mockReturnValue(false);
    const store = createToastStore();
    expect(store.show({ type: 'error', message: 'Hidden' })).toBeNull();
    hasFocus.mockReturnValue(true);
    expect(store.show({ type: 'error', message: 'Shown' })).not.toBeNull();
    hasFocus.mockRestore();
  });
});
