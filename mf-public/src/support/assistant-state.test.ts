import { assistantReducer, INITIAL_ASSISTANT, type AssistantAction, type AssistantState } from './assistant-state';

const s = (visible: boolean, open: boolean, disabled = false): AssistantState => ({ visible, open, disabled });

describe('assistantReducer (spec §4 chatbot widget)', () => {
  it('starts visible, enabled and closed', () => expect(INITIAL_ASSISTANT).toEqual(s(true, false)));

  it.each<[string, AssistantState, AssistantAction, AssistantState]>([
    ['open', s(true, false), 'open', s(true, true)],
    ['close', s(true, true), 'close', s(true, false)],
    ['hide closes too', s(true, true), 'hide', s(false, false)],
    ['show', s(false, false), 'show', s(true, false)],
    ['open while hidden shows it', s(false, false), 'open', s(true, true)],
    ['disabled blocks open', s(true, false, true), 'open', s(true, false, true)],
    ['disabled blocks close', s(true, true, true), 'close', s(true, true, true)],
    ['disabled blocks hide', s(true, false, true), 'hide', s(true, false, true)],
    ['disabled blocks show', s(false, false, true), 'show', s(false, false, true)],
    ['disable keeps the rest', s(true, true), 'disable', s(true, true, true)],
    ['enable keeps the rest', s(false, false, true), 'enable', s(false, false)],
  ])('%s', (_name, before, action, after) => expect(assistantReducer(before, action)).toEqual(after));

  it('returns the same object when nothing changes (no re-render)', () => {
    const closed = s(true, false);
    expect(assistantReducer(closed, 'close')).toBe(closed);
    expect(assistantReducer(closed, 'show')).toBe(closed);
  });
});
