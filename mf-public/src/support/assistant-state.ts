/**
 * The chatbot widget's states (spec §4): visible or hidden, disabled, open or closed. While
 * disabled, show, hide, open and close do nothing (the spec: disabled "blocks" them); enabling
 * again leaves it as it was.
 */
export interface AssistantState {
  visible: boolean;
  disabled: boolean;
  open: boolean;
}

export type AssistantAction = 'show' | 'hide' | 'open' | 'close' | 'disable' | 'enable';

export const INITIAL_ASSISTANT: AssistantState = { visible: true, disabled: false, open: false };

export function assistantReducer(state: AssistantState, action: AssistantAction): AssistantState {
  switch (action) {
    case 'disable':
      return state.disabled ? state : { ...state, disabled: true };
    case 'enable':
      return state.disabled ? { ...state, disabled: false } : state;
    default:
      if (state.disabled) return state;
  }
  switch (action) {
    case 'show':
      return state.visible ? state : { ...state, visible: true };
    // Hiding the widget also closes its panel: nothing open may stay on screen without its launcher.
    case 'hide':
      return state.visible || state.open ? { ...state, visible: false, open: false } : state;
    // Opening a hidden widget shows it first.
    case 'open':
      return state.open && state.visible ? state : { ...state, visible: true, open: true };
    case 'close':
      return state.open ? { ...state, open: false } : state;
  }
  return state;
}
