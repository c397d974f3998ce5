/**
 * Facts about a client that higher domains keep (sessions: who treats them; relationships: a
 * confirmed partner). Those domains register how to read them at start-up (`startDomains`), so
 * accounts never imports them.
 */
export type CareRelationshipReader = (psychologistId: string, patientId: string) => Promise<boolean>;
export type PartnerReader = (clientId: string) => Promise<boolean>;

let careRelationship: CareRelationshipReader | undefined;
let confirmedPartner: PartnerReader | undefined;

export function registerCareRelationshipReader(reader: CareRelationshipReader): void {
  careRelationship = reader;
}

export function registerPartnerReader(reader: PartnerReader): void {
  confirmedPartner = reader;
}

const unwired = (what: string) => new Error(`accounts: no ${what} reader registered (startDomains() wires it at start-up).`);

/** Whether the psychologist treats the client (they have a session together). */
export function treatsClient(psychologistId: string, patientId: string): Promise<boolean> {
  if (!careRelationship) throw unwired('care-relationship');
  return careRelationship(psychologistId, patientId);
}

/** Whether the client has a confirmed partner (couples therapy). */
export function hasPartner(clientId: string): Promise<boolean> {
  if (!confirmedPartner) throw unwired('partner');
  return confirmedPartner(clientId);
}
