/** Why the person's data is exported (e.g. "Privacy Act access request, ref AR-12"): required, kept in the audit trail. */
export interface DataExportRequest {
  reason: string;
}
