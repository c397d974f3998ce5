import { CandidateGate, EarlyCandidates } from './candidate-order';

describe('our candidates follow their description', () => {
  it('passes candidates straight on while no description is being made', () => {
    const gate = new CandidateGate<string>();
    const sent: string[] = [];
    gate.pass('a', (c) => sent.push(c));
    expect(sent).toEqual(['a']);
  });

  it('holds candidates found while the description is set, and sends them after it, in order', () => {
    const gate = new CandidateGate<string>();
    const sent: string[] = [];
    gate.close();
    gate.pass('host-1', (c) => sent.push(c));
    gate.pass('host-2', (c) => sent.push(c));
    sent.push('offer');
    gate.open((c) => sent.push(c));
    gate.pass('host-3', (c) => sent.push(c));
    expect(sent).toEqual(['offer', 'host-1', 'host-2', 'host-3']);
  });
});

describe('their candidates wait for their description', () => {
  it('keeps what came early, per sending connection, until taken once', () => {
    const early = new EarlyCandidates<string>();
    early.hold('psych-1', 'a');
    early.hold('psych-1', 'b');
    early.hold('psych-2', 'c');
    expect(early.take('psych-1')).toEqual(['a', 'b']);
    expect(early.take('psych-1')).toEqual([]);
    early.keepOnly('psych-3');
    expect(early.take('psych-2')).toEqual([]);
  });

  it('keeps at most 100 from one connection (a runaway tab)', () => {
    const early = new EarlyCandidates<number>();
    for (let i = 0; i < 150; i++) early.hold('x', i);
    expect(early.take('x')).toHaveLength(100);
  });
});
