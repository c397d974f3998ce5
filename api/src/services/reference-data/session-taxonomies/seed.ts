import { replaceTaxonomy } from '../../../reference-data/taxonomy.repository';
import * as data from './data';

/** Writes the sessions taxonomies (idempotent: safe on every start). */
export async function seedSessionTaxonomies(): Promise<void> {
  await replaceTaxonomy('referral-document-types', data.referralDocumentTypes, (t) => t.referralDocumentTypeId);
  await replaceTaxonomy('practitioner-cancellation-reasons', data.practitionerCancellationReasons, (r) => r.reasonId);
  await replaceTaxonomy('reschedule-reasons', data.rescheduleReasons, (r) => r.reasonId);
  await replaceTaxonomy('patient-note-deleted-reasons', data.patientNoteDeletedReasons, (r) => r.reasonId);
  await replaceTaxonomy('session-type-options', data.sessionTypeOptions, (t) => t.sessionTypeId);
  await replaceTaxonomy('session-type-report-reasons', data.sessionTypeReportReasons, (r) => r.reasonId);
}
