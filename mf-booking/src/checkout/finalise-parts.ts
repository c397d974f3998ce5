/**
 * /book/finalise in short parts, one on screen at a time, each saved as it is finished (the
 * referral and price, the intake answers, the card go to the API), so a hold that runs out costs
 * nothing typed: How it is paid → Before your first session (only when due) → Card (only when
 * there is something to pay) → Check and book.
 */
export type FinalisePart = 'funding' | 'intake' | 'card' | 'confirm';

export const PART_TITLES: Record<FinalisePart, string> = {
  funding: 'How the session is paid',
  intake: 'Before your first session',
  card: 'Your card',
  confirm: 'Check and book',
};

export interface PartFacts {
  /** The held time's price is under the route shown. */
  priced: boolean;
  /** The intake questions were due when the page opened (the part stays in the list once answered). */
  intakeAsked: boolean;
  /** …and are answered and saved. */
  intakeSaved: boolean;
  /** The price leaves something to pay after the session. */
  needsCard: boolean;
  /** A card to charge is chosen. */
  cardChosen: boolean;
}

export function partsFor(facts: PartFacts): FinalisePart[] {
  return ['funding', ...(facts.intakeAsked ? (['intake'] as const) : []), ...(facts.needsCard ? (['card'] as const) : []), 'confirm'];
}

export function partDone(part: FinalisePart, facts: PartFacts): boolean {
  if (part === 'funding') return facts.priced;
  if (part === 'intake') return !facts.intakeAsked || facts.intakeSaved;
  if (part === 'card') return !facts.needsCard || facts.cardChosen;
  return false;
}

/**
 * The part to show: the one asked for (the address), unless an earlier one is not finished yet.
 * Nothing asked for (arriving on the page): the first, so the price is always seen before booking.
 */
export function shownPart(requested: string | null | undefined, facts: PartFacts): FinalisePart {
  if (!requested) return 'funding';
  const parts = partsFor(facts);
  for (const part of parts) {
    if (part === requested) return part;
    if (!partDone(part, facts)) return part;
  }
  return 'confirm';
}

/** The part after this one, in this booking's list. */
export function nextPart(part: FinalisePart, facts: PartFacts): FinalisePart {
  const parts = partsFor(facts);
  return parts[Math.min(parts.indexOf(part) + 1, parts.length - 1)] ?? 'confirm';
}

export function previousPart(part: FinalisePart, facts: PartFacts): FinalisePart | undefined {
  const parts = partsFor(facts);
  const index = parts.indexOf(part);
  return index > 0 ? parts[index - 1] : undefined;
}
