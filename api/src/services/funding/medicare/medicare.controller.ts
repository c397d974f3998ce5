import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Put, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import type {
  Entitlements,
  MedicareCard,
  MedicareCardRequest,
  MentalHealthCarePlan,
  MentalHealthCarePlanRequest,
  MentalHealthCarePlanState,
  OtherFundingRequest,
  PatientFunding,
} from './medicare.types';
import { getEntitlements, getMentalHealthCarePlans, getPatientFunding, saveMedicareCard, saveMentalHealthCarePlan, saveOtherFunding } from './patient-medicare';

/**
 * The client's Medicare and funding details (spec §7 `GET`/`PUT /profile/patient/mhcp`):
 * referral / mental health care plan, Medicare card, other funders, and the Better Access
 * entitlement tracker. Always the signed-in client's own: no id is taken from the request.
 */
@Route('users/profile/patient')
@Tags('medicare')
@Security('jwt', ['client'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a client')
export class PatientMedicareController extends Controller {
  /** The current GP referral / mental health care plan and every one on file. */
  @Get('mhcp')
  public getMentalHealthCarePlan(@Request() req: ExpressRequest): Promise<MentalHealthCarePlanState> {
    return getMentalHealthCarePlans(currentUser(req));
  }

  /** Adds a referral (no id) or corrects one of the client's (with its id). */
  @Put('mhcp')
  @Response<ProblemBody>(404, 'Not your referral')
  @Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
  public saveMentalHealthCarePlan(@Body() body: MentalHealthCarePlanRequest, @Request() req: ExpressRequest): Promise<MentalHealthCarePlan> {
    return saveMentalHealthCarePlan(currentUser(req), body);
  }

  /** The Medicare card and other funders on file. */
  @Get('funding')
  public getPatientFunding(@Request() req: ExpressRequest): Promise<PatientFunding> {
    return getPatientFunding(currentUser(req));
  }

  /** Saves the Medicare card (number with its check digit, IRN 1–9, expiry month). */
  @Put('medicare-card')
  @Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
  public saveMedicareCard(@Body() body: MedicareCardRequest, @Request() req: ExpressRequest): Promise<MedicareCard> {
    return saveMedicareCard(currentUser(req), body);
  }

  /** Saves NDIS, DVA, workers' compensation and partner programme details (a funder left out is removed). */
  @Put('other-funding')
  @Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
  public saveOtherFunding(@Body() body: OtherFundingRequest, @Request() req: ExpressRequest): Promise<PatientFunding> {
    return saveOtherFunding(currentUser(req), body);
  }

  /** Rebated sessions used this calendar year (of 10) and on the current referral (of 6), with what comes next. */
  @Get('entitlements')
  public getMedicareEntitlements(@Request() req: ExpressRequest): Promise<Entitlements> {
    return getEntitlements(currentUser(req));
  }
}
