import { DirectoryProfileModel } from './directory-profile.model';
import type { DirectoryProfileRecord } from './directory-profile.model';

/** What a listing advertises about price: fees, the funding it accepts, the psychologist's type. */
export type ListedPrices = Pick<DirectoryProfileRecord, '_id' | 'psychologistType' | 'fundingAccepted' | 'fees'>;

/** The price facts a psychologist's listing shows, or null without a listing. */
export async function listedPricesOf(psychologistId: string): Promise<ListedPrices | null> {
  return DirectoryProfileModel.findById(psychologistId, { psychologistType: 1, fundingAccepted: 1, fees: 1 }).lean<ListedPrices>();
}
