import { AvailabilityModel, type AvailabilityRecord } from './availability.model';

/** The psychologists who have set booking hours; with `newClientsOnly`, only those taking new clients. */
export async function psychologistIdsWithAvailability({ newClientsOnly }: { newClientsOnly: boolean }): Promise<string[]> {
  // `isAvailableForNewClients` is a top-level equality FerretDB pushes down.
  const records = await AvailabilityModel.find(newClientsOnly ? { isAvailableForNewClients: true } : {}, { _id: 1 }).lean();
  return records.map((record) => record._id);
}

/** The booking rules of each psychologist given who has set any, in one read. */
export async function availabilitiesOf(psychologistIds: string[]): Promise<AvailabilityRecord[]> {
  return AvailabilityModel.find({ _id: { $in: psychologistIds } }).lean<AvailabilityRecord[]>();
}

/** The zone of a psychologist's booking hours, or null when they have set none. */
export async function availabilityTimeZoneOf(psychologistId: string): Promise<string | null> {
  return (await AvailabilityModel.findById(psychologistId, { timeZone: 1 }).lean())?.timeZone ?? null;
}
