import type { ProjectionType } from 'mongoose';
import { Dass21ResultModel, type Dass21ResultRecord } from './dass21-result.model';

/** Every DASS-21 result of a client, in no particular order (equality on patientId: pushed down on FerretDB). */
export async function dass21ResultsOf(patientId: string): Promise<Dass21ResultRecord[]> {
  return Dass21ResultModel.find({ patientId }).lean<Dass21ResultRecord[]>();
}

type Dass21ResultField = Exclude<keyof Dass21ResultRecord, '_id'>;

/** The flagged results of these clients (one read for a practice's whole list); optionally only the named fields. */
export async function flaggedDass21ResultsOf(patientIds: readonly string[]): Promise<Dass21ResultRecord[]>;
export async function flaggedDass21ResultsOf<K extends Dass21ResultField>(patientIds: readonly string[], options: { fields: readonly K[] }): Promise<Pick<Dass21ResultRecord, '_id' | K>[]>;
export async function flaggedDass21ResultsOf(patientIds: readonly string[], options?: { fields: readonly Dass21ResultField[] }): Promise<Dass21ResultRecord[]> {
  const projection = options && (Object.fromEntries(options.fields.map((field) => [field, 1])) as ProjectionType<Dass21ResultRecord>);
  return Dass21ResultModel.find({ patientId: { $in: patientIds }, flagged: true }, projection).lean<Dass21ResultRecord[]>();
}
