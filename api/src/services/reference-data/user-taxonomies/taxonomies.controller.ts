import { Controller, Get, Path, Request, Query, Response, Route, Tags } from '@tsoa/runtime';
import type { Request as ExpressRequest } from 'express';
import { notFound, type ProblemBody } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { sendTaxonomy } from '../../../reference-data/send-cached';
import { findTaxonomyItem, listTaxonomy } from '../../../reference-data/taxonomy.repository';
import type {
  AtsisOption,
  Country,
  IntakeQuestion,
  Language,
  NextAvailableOption,
  NextOfKinOption,
  PatientAcknowledgement,
  PatientTreatmentStatus,
  Referrer,
  SessionDurationType,
  SignupQuestion,
  Specialisation,
  TherapyType,
  Timezone,
  TreatmentModality,
} from './data';
import { findReferrerByIdentifier } from './referrer-lookup';

/** The user-management taxonomies of spec §7, answered from memory (reference-data cache). Public: no sign-in. */
@Route('users')
@Tags('taxonomies')
export class UserTaxonomiesController extends Controller {
  @Get('languages')
  public getLanguages(@Request() req: ExpressRequest): Promise<Language[]> {
    return sendTaxonomy(req, 'languages');
  }

  @Get('psych-search-languages')
  public getPsychSearchLanguages(@Request() req: ExpressRequest): Promise<Language[]> {
    return sendTaxonomy(req, 'psych-search-languages');
  }

  @Get('countries')
  public getCountries(@Request() req: ExpressRequest): Promise<Country[]> {
    return sendTaxonomy(req, 'countries');
  }

  /** @param code ISO 3166 country code, two or three letters (AU or AUS). */
  @Get('countries/{code}/timezones')
  @Response<ProblemBody>(404, 'No such country')
  @Response<ProblemBody>(422, 'Not a country code')
  public async getCountryTimezones(@Path() code: string): Promise<Timezone[]> {
    if (!/^[A-Za-z]{2,3}$/.test(code)) throw invalidField('code', 'must be a two- or three-letter country code, e.g. AU or AUS');
    const upper = code.toUpperCase();
    const country = await findTaxonomyItem<Country>('countries', upper.length === 2 ? { code: upper } : { countryId: upper });
    if (!country) throw notFound(`No country with code '${code}'.`);
    return listTaxonomy('timezones', { countryId: country.countryId });
  }

  @Get('timezones')
  public getTimezones(@Request() req: ExpressRequest): Promise<Timezone[]> {
    return sendTaxonomy(req, 'timezones');
  }

  @Get('specialisations')
  public getSpecialisations(@Request() req: ExpressRequest): Promise<Specialisation[]> {
    return sendTaxonomy(req, 'specialisations');
  }

  @Get('next-of-kins')
  public getNextOfKins(@Request() req: ExpressRequest): Promise<NextOfKinOption[]> {
    return sendTaxonomy(req, 'next-of-kins');
  }

  @Get('atsis-options')
  public getAtsisOptions(@Request() req: ExpressRequest): Promise<AtsisOption[]> {
    return sendTaxonomy(req, 'atsis-options');
  }

  /** Sorted standard, under-16, couples (spec §9). */
  @Get('therapy-types')
  public getTherapyTypes(@Request() req: ExpressRequest): Promise<TherapyType[]> {
    return sendTaxonomy(req, 'therapy-types');
  }

  @Get('session-duration-types')
  public getSessionDurationTypes(@Request() req: ExpressRequest): Promise<SessionDurationType[]> {
    return sendTaxonomy(req, 'session-duration-types');
  }

  @Get('next-available-options')
  public getNextAvailableOptions(@Request() req: ExpressRequest): Promise<NextAvailableOption[]> {
    return sendTaxonomy(req, 'next-available-options');
  }

  @Get('treatment-modalities')
  public getTreatmentModalities(@Request() req: ExpressRequest): Promise<TreatmentModality[]> {
    return sendTaxonomy(req, 'treatment-modalities');
  }

  @Get('patient-treatment-statuses')
  public getPatientTreatmentStatuses(@Request() req: ExpressRequest): Promise<PatientTreatmentStatus[]> {
    return sendTaxonomy(req, 'patient-treatment-statuses');
  }

  /** Questions everyone answers at sign-up, plus the partner's own when `referrer` is given. */
  @Get('signup-questions')
  @Response<ProblemBody>(404, 'No such referrer')
  public async getSignupQuestions(@Query() referrer?: string): Promise<SignupQuestion[]> {
    const names = await referrerScope(referrer);
    return listTaxonomy('signup-questions', { referrerName: { $in: names } });
  }

  @Get('patient-acknowledgements')
  @Response<ProblemBody>(404, 'No such referrer')
  public async getPatientAcknowledgements(@Query() referrer?: string): Promise<PatientAcknowledgement[]> {
    const names = await referrerScope(referrer);
    return listTaxonomy('patient-acknowledgements', { referrerName: { $in: names } });
  }

  @Get('intake-questions')
  public getIntakeQuestions(@Request() req: ExpressRequest): Promise<IntakeQuestion[]> {
    return sendTaxonomy(req, 'intake-questions');
  }

  @Get('referrers')
  public getReferrers(@Request() req: ExpressRequest): Promise<Referrer[]> {
    return sendTaxonomy(req, 'referrers');
  }

  /** One partner by GUID or partner code (case-insensitive), e.g. `/referrers/hcf`. */
  @Get('referrers/{identifier}')
  @Response<ProblemBody>(404, 'No such referrer')
  public async getReferrer(@Path() identifier: string): Promise<Referrer> {
    const referrer = await findReferrerByIdentifier(identifier);
    if (!referrer) throw notFound(`No referrer '${identifier}'.`);
    return referrer;
  }
}

/** Items for everyone (referrerName null) and, when a referrer is named, that partner's. */
async function referrerScope(identifier?: string): Promise<(string | null)[]> {
  if (identifier === undefined || identifier === '') return [null];
  const referrer = await findReferrerByIdentifier(identifier);
  if (!referrer) throw notFound(`No referrer '${identifier}'.`);
  return [null, referrer.name];
}
