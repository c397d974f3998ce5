// Types of fuzz-callers.cjs for the scripts' tests (the module itself is plain JavaScript for Node).
export interface Role {
  name: string;
  userType: 'client' | 'psychologist' | 'gp' | 'administrator';
  email: string;
  /** The administrator's authenticator secret (the demo seed's fixed one). */
  totpSecret?: string;
}
export interface FuzzOperation {
  operationId: string;
  /** How schemathesis names it: `GET /users/profile/gp`. */
  label: string;
  public: boolean;
  userTypes: string[];
}
export interface Reach {
  operations: number;
  reached: number;
  succeeded: number;
  onlyRefused: string[];
  notCalled: number;
}
export const ROLES: Role[];
export const ACCOUNT_ENDING: string[];
export function operationsOf(spec: unknown): FuzzOperation[];
export function operationIdsFor(operations: FuzzOperation[], userType?: string): string[];
export function exactly(ids: string[]): string;
/** Statuses per operation; a 403 the operation itself gave (not an access refusal) counts as "403 by the operation". */
export function statusesByOperation(ndjsonFile: string): Promise<Map<string, Map<number | "403 by the operation", number>>>;
export function reach(byOperation: Map<string, Map<number | "403 by the operation", number>>, selected: number): Reach;
