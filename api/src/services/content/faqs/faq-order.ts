/** One FAQ's place: the hub groups by category and keeps `order` within each. */
export interface FaqPlace {
  id: string;
  category: string;
  order: number;
}

/** The hub's order: by `order`, then by id so two equal places (two adds at once) still sort alike everywhere. */
export const byHubOrder = <T extends { _id: string; order: number }>(a: T, b: T) => a.order - b.order || a._id.localeCompare(b._id);

/**
 * The `order` that moves one FAQ past its neighbour in its own category (the hub shows each
 * category's FAQs together): halfway between that neighbour and the FAQ beyond it, so only the
 * moved FAQ is written (one version check decides). Undefined when it is already first or last
 * in its category. `places` is in the hub's order.
 */
export function movedOrder(places: readonly FaqPlace[], id: string, direction: 'up' | 'down'): number | undefined {
  const at = places.findIndex((place) => place.id === id);
  if (at < 0) return undefined;
  const { category } = places[at];
  if (direction === 'up') {
    const before = places.findLastIndex((place, n) => n < at && place.category === category);
    if (before < 0) return undefined;
    const low = before > 0 ? places[before - 1].order : places[before].order - 1;
    return (low + places[before].order) / 2;
  }
  const after = places.findIndex((place, n) => n > at && place.category === category);
  if (after < 0) return undefined;
  const high = after < places.length - 1 ? places[after + 1].order : places[after].order + 1;
  return (places[after].order + high) / 2;
}
