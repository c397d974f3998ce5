/** The spec's client types (§3), one per therapy type of /therapy-types. */
export type ClientTypeName = 'Individual' | 'Teenager' | 'Couples';

export interface PatientClientType {
  patientId: string;
  clientType: ClientTypeName;
  /** The matching therapy type of /therapy-types (the checkout's default). */
  therapyTypeId: number;
}
