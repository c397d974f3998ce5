import { nextPart, partsFor, previousPart, shownPart, type PartFacts } from './finalise-parts';

const facts = (over: Partial<PartFacts> = {}): PartFacts => ({ priced: false, intakeAsked: true, intakeSaved: false, needsCard: true, cardChosen: false, ...over });

describe('the finalise page in parts', () => {
  it.each<[string, Partial<PartFacts>, string[]]>([
    ['a first Medicare session with a gap', {}, ['funding', 'intake', 'card', 'confirm']],
    ['a returning client', { intakeAsked: false }, ['funding', 'card', 'confirm']],
    ['nothing to pay (NDIS, partner)', { needsCard: false }, ['funding', 'intake', 'confirm']],
    ['neither', { intakeAsked: false, needsCard: false }, ['funding', 'confirm']],
  ])('%s', (_name, over, parts) => {
    expect(partsFor(facts(over))).toEqual(parts);
  });

  it.each<[string, string | null, Partial<PartFacts>, string]>([
    ['opens on the first part', null, {}, 'funding'],
    ['opens on the first part even when it is done (the price is seen before booking)', null, { priced: true, intakeSaved: true, cardChosen: true }, 'funding'],
    ['cannot skip an unpriced funding part', 'confirm', {}, 'funding'],
    ['goes where asked once the parts before are done', 'card', { priced: true, intakeSaved: true }, 'card'],
    ['or to the first one not done', 'confirm', { priced: true, intakeSaved: true }, 'card'],
    ['back to an earlier part at any time', 'funding', { priced: true, intakeSaved: true, cardChosen: true }, 'funding'],
    ['a part that no longer applies', 'card', { priced: true, intakeSaved: true, needsCard: false }, 'confirm'],
    ['nonsense in the address', 'payment', { priced: true, intakeSaved: true, cardChosen: true }, 'confirm'],
  ])('%s', (_name, requested, over, part) => {
    expect(shownPart(requested, facts(over))).toBe(part);
  });

  it('moves forward and back through this booking’s parts only', () => {
    const f = facts({ intakeAsked: false });
    expect(nextPart('funding', f)).toBe('card');
    expect(nextPart('card', f)).toBe('confirm');
    expect(nextPart('confirm', f)).toBe('confirm');
    expect(previousPart('confirm', f)).toBe('card');
    expect(previousPart('funding', f)).toBeUndefined();
  });
});
