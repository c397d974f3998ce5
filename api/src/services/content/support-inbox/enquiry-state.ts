import type { EnquiryTransitionAction } from './enquiry-transition.model';

export type EnquiryState = 'new' | 'assigned' | 'resolved';

export interface EnquiryStanding {
  state: EnquiryState;
  assigneeId?: string;
  /** The step the next change takes (the number of changes so far). */
  nextStep: number;
}

/** Where an enquiry stands after its changes (in any order): the last step decides. */
export function standingOf(transitions: readonly { step: number; action: EnquiryTransitionAction; assigneeId?: string }[]): EnquiryStanding {
  const ordered = [...transitions].sort((a, b) => a.step - b.step);
  const nextStep = ordered.length === 0 ? 0 : ordered[ordered.length - 1].step + 1;
  const assigneeId = ordered.filter((t) => t.action === 'assign').at(-1)?.assigneeId;
  const last = ordered.at(-1);
  if (!last) return { state: 'new', nextStep };
  return { state: last.action === 'resolve' ? 'resolved' : 'assigned', ...(assigneeId && { assigneeId }), nextStep };
}
