import { standingOf } from './enquiry-state';

describe('standingOf', () => {
  it.each<[string, Parameters<typeof standingOf>[0], ReturnType<typeof standingOf>]>([
    ['no changes: new', [], { state: 'new', nextStep: 0 }],
    ['assigned once', [{ step: 0, action: 'assign', assigneeId: 'a1' }], { state: 'assigned', assigneeId: 'a1', nextStep: 1 }],
    [
      'reassigned: the later assignee',
      [
        { step: 1, action: 'assign', assigneeId: 'a2' },
        { step: 0, action: 'assign', assigneeId: 'a1' },
      ],
      { state: 'assigned', assigneeId: 'a2', nextStep: 2 },
    ],
    ['resolved without an assignee', [{ step: 0, action: 'resolve' }], { state: 'resolved', nextStep: 1 }],
    [
      'resolved keeps who had it',
      [
        { step: 0, action: 'assign', assigneeId: 'a1' },
        { step: 1, action: 'resolve' },
      ],
      { state: 'resolved', assigneeId: 'a1', nextStep: 2 },
    ],
  ])('%s', (_name, transitions, expected) => {
    expect(standingOf(transitions)).toEqual(expected);
  });
});
