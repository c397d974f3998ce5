import { findTaxonomyItem } from '../../../reference-data/taxonomy.repository';
import type { AtsisOption, Language, NextOfKinOption, Timezone } from '../../reference-data';
import { ADULT_AGE, ageOn, dateOfBirthProblem, todayIn } from './client-age';
import { FieldErrors } from '../../../lib/field-errors';
import type { NextOfKinRecord } from './patient-profile.model';
import type { UpdatePatientProfileRequest } from './profile.types';
import { DEFAULT_TIMEZONE_ID } from '../../reference-data';

const PHONE = /^\+?[\d\s()-]+$/;
const DEFAULT_ZONE = DEFAULT_TIMEZONE_ID;

export interface PatientFields {
  dateOfBirth?: string;
  nextOfKin?: NextOfKinRecord;
  atsisOptionId?: number;
  languageId?: number;
  timezoneId?: string;
}

/** A time zone from the /timezones list (the zones we show times in), or a field error. */
export async function checkTimezone(value: string | undefined, errors: FieldErrors): Promise<string | undefined> {
  const timezoneId = value?.trim();
  if (!timezoneId) return undefined;
  if (!(await findTaxonomyItem<Timezone>('timezones', { timezoneId }))) errors.add('timezoneId', `Unknown time zone '${value}'. Choose one from the list.`);
  return timezoneId;
}

async function checkNextOfKin(value: UpdatePatientProfileRequest['nextOfKin'], errors: FieldErrors): Promise<NextOfKinRecord | undefined> {
  if (!value) return undefined;
  const name = value.name?.trim().replace(/\s+/g, ' ') ?? '';
  const phone = value.phone?.trim() ?? '';
  if (!name) errors.add('nextOfKin.name', "Enter your next of kin's name.");
  else if (name.length > 200) errors.add('nextOfKin.name', 'The name must be at most 200 characters.');
  const digits = phone.replace(/\D/g, '').length;
  if (!PHONE.test(phone) || digits < 8 || digits > 15) errors.add('nextOfKin.phone', "Enter your next of kin's phone number, e.g. 0412 345 678.");
  if (!(await findTaxonomyItem<NextOfKinOption>('next-of-kins', { nextOfKinId: value.nextOfKinId }))) errors.add('nextOfKin.nextOfKinId', 'Choose how they are related to you.');
  return { name, phone, nextOfKinId: value.nextOfKinId };
}

/**
 * The client-only profile fields: date of birth (age rules in client-age.ts; under 18 a next of
 * kin is required), next of kin, ATSIS status, language and time zone, each from its taxonomy.
 */
export async function checkPatientFields(input: UpdatePatientProfileRequest, errors: FieldErrors): Promise<PatientFields> {
  const zoneErrors = new FieldErrors();
  const timezoneId = await checkTimezone(input.timezoneId, zoneErrors);
  if (!zoneErrors.isEmpty) errors.add('timezoneId', `Unknown time zone '${input.timezoneId}'. Choose one from the list.`);
  const dateOfBirth = input.dateOfBirth?.trim() || undefined;
  const today = todayIn(zoneErrors.isEmpty && timezoneId ? timezoneId : DEFAULT_ZONE);
  if (dateOfBirth) {
    const problem = dateOfBirthProblem(dateOfBirth, today);
    if (problem) errors.add('dateOfBirth', problem);
  }
  const nextOfKin = await checkNextOfKin(input.nextOfKin, errors);
  if (dateOfBirth && !dateOfBirthProblem(dateOfBirth, today) && ageOn(dateOfBirth, today) < ADULT_AGE && !input.nextOfKin) {
    errors.add('nextOfKin', `Clients under ${ADULT_AGE} must give a parent or guardian as next of kin.`);
  }
  if (input.atsisOptionId !== undefined && !(await findTaxonomyItem<AtsisOption>('atsis-options', { atsisOptionId: input.atsisOptionId }))) {
    errors.add('atsisOptionId', 'Choose an answer from the list.');
  }
  if (input.languageId !== undefined && !(await findTaxonomyItem<Language>('languages', { languageId: input.languageId }))) {
    errors.add('languageId', 'Choose a language from the list.');
  }
  return { dateOfBirth, nextOfKin, atsisOptionId: input.atsisOptionId, languageId: input.languageId, timezoneId };
}
