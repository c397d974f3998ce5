import { GpProfileModel, type GpProfileRecord } from './gp-profile.model';

/** What a GP is called on a referral: name and main practice. */
export type GpName = Pick<GpProfileRecord, '_id' | 'firstName' | 'lastName' | 'practiceName'>;

/** A GP's profile, or null when the account has none. */
export async function gpProfileOf(gpId: string): Promise<GpProfileRecord | null> {
  return GpProfileModel.findById(gpId).lean<GpProfileRecord>();
}

/** The names of the GPs with these ids, in one read (an id without a profile is left out). */
export async function gpNamesOf(gpIds: string[]): Promise<GpName[]> {
  return GpProfileModel.find({ _id: { $in: gpIds } }, { firstName: 1, lastName: 1, practiceName: 1 }).lean<GpName[]>();
}
