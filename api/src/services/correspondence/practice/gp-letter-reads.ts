import { GpLetterModel, type GpLetterRecord } from './correspondence.model';

/** One letter or review request to a GP, or null when there is none. */
export async function gpLetterOf(letterId: string): Promise<GpLetterRecord | null> {
  return GpLetterModel.findById(letterId).lean<GpLetterRecord>();
}

/**
 * Every letter and review request addressed to a GP, by their account or by their email (from
 * before they joined), each once. Two top-level equalities FerretDB pushes down, not an `$or`.
 */
export async function gpLettersAddressedTo(gp: { gpId: string; email: string }): Promise<GpLetterRecord[]> {
  const [byId, byEmail] = await Promise.all([GpLetterModel.find({ gpId: gp.gpId }).lean<GpLetterRecord[]>(), GpLetterModel.find({ gpEmail: gp.email }).lean<GpLetterRecord[]>()]);
  return [...new Map([...byId, ...byEmail].map((l) => [l._id, l])).values()];
}
