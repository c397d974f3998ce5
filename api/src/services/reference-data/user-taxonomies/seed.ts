import { replaceTaxonomy } from '../../../reference-data/taxonomy.repository';
import * as data from './data';

/** Writes the user-management taxonomies (idempotent: safe on every start). */
export async function seedUserTaxonomies(): Promise<void> {
  await replaceTaxonomy('languages', data.languages, (l) => l.languageId);
  await replaceTaxonomy('psych-search-languages', data.psychSearchLanguages, (l) => l.languageId);
  await replaceTaxonomy('countries', data.countries, (c) => c.countryId);
  await replaceTaxonomy('timezones', data.timezones, (t) => t.timezoneId);
  await replaceTaxonomy('specialisations', data.specialisations, (s) => s.specialisationId);
  await replaceTaxonomy('next-of-kins', data.nextOfKinOptions, (n) => n.nextOfKinId);
  await replaceTaxonomy('atsis-options', data.atsisOptions, (a) => a.atsisOptionId);
  await replaceTaxonomy('therapy-types', data.sortTherapyTypes(data.therapyTypes), (t) => t.therapyTypeId);
  await replaceTaxonomy('session-duration-types', data.sessionDurationTypes, (d) => d.sessionDurationTypeId);
  await replaceTaxonomy('next-available-options', data.nextAvailableOptions, (n) => n.nextAvailableOptionId);
  await replaceTaxonomy('treatment-modalities', data.treatmentModalities, (t) => t.treatmentModalityId);
  await replaceTaxonomy('patient-treatment-statuses', data.patientTreatmentStatuses, (s) => s.treatmentStatusId);
  await replaceTaxonomy('signup-questions', data.signupQuestions, (q) => q.signupQuestionId);
  await replaceTaxonomy('patient-acknowledgements', data.patientAcknowledgements, (a) => a.patientAcknowledgementId);
  await replaceTaxonomy('intake-questions', data.intakeQuestions, (q) => q.intakeQuestionId);
  await replaceTaxonomy('referrers', data.referrers, (r) => r.name);
}
