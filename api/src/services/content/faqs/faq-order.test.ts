import { movedOrder, type FaqPlace } from './faq-order';

const PLACES: FaqPlace[] = [
  { id: 'a1', category: 'a', order: 0 },
  { id: 'b1', category: 'b', order: 1 },
  { id: 'a2', category: 'a', order: 2 },
  { id: 'a3', category: 'a', order: 3 },
  { id: 'b2', category: 'b', order: 4 },
];

/** The ids in the hub's order once `id` has its new order. */
const after = (id: string, order: number) =>
  PLACES.map((place) => (place.id === id ? { ...place, order } : place))
    .sort((x, y) => x.order - y.order)
    .map((place) => place.id);

describe('movedOrder', () => {
  it.each<[string, 'up' | 'down', string[] | undefined]>([
    ['a2', 'up', ['a2', 'a1', 'b1', 'a3', 'b2']],
    ['a3', 'up', ['a1', 'b1', 'a3', 'a2', 'b2']],
    ['b2', 'up', ['a1', 'b2', 'b1', 'a2', 'a3']],
    ['a1', 'down', ['b1', 'a2', 'a1', 'a3', 'b2']],
    ['a2', 'down', ['a1', 'b1', 'a3', 'a2', 'b2']],
    ['b1', 'down', ['a1', 'a2', 'a3', 'b2', 'b1']],
    ['a1', 'up', undefined],
    ['b1', 'up', undefined],
    ['a3', 'down', undefined],
    ['b2', 'down', undefined],
    ['zz', 'up', undefined],
  ])('%s %s', (id, direction, ids) => {
    const order = movedOrder(PLACES, id, direction);
    expect(order === undefined ? undefined : after(id, order)).toEqual(ids);
  });

  it('moves one step within its category each time, the others keeping their places', () => {
    const order = movedOrder(PLACES, 'a3', 'up')!;
    const once = PLACES.map((place) => (place.id === 'a3' ? { ...place, order } : place)).sort((x, y) => x.order - y.order);
    const twice = movedOrder(once, 'a3', 'up')!;
    expect(after('a3', twice).filter((id) => id.startsWith('a'))).toEqual(['a3', 'a1', 'a2']);
  });
});
