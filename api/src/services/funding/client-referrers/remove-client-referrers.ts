import { ClientReferrerModel } from './client-referrer.model';

/** A closed account's partner links (who referred the client) go with its contact data. */
export async function removeClientReferrers(patientId: string): Promise<void> {
  await ClientReferrerModel.deleteMany({ patientId });
}
