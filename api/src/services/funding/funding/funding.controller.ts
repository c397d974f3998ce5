import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Put, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import type { MedicareReferral, MedicareReferralRequest } from './funding.types';
import { getCurrentMedicareReferral, saveMedicareReferral } from './medicare-referrals';

/** A client's Medicare referral (GP referral / mental health treatment plan). */
@Route('payments/patient')
@Tags('payments')
@Security('jwt', ['client'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a client')
@Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
export class PatientFundingController extends Controller {
  /** Records the client's GP referral / mental health treatment plan (for Medicare rebates). */
  @Put('medicare-referral')
  public saveMedicareReferral(@Body() body: MedicareReferralRequest, @Request() req: ExpressRequest): Promise<MedicareReferral> {
    return saveMedicareReferral(currentUser(req), body);
  }

  @Get('medicare-referral')
  @Response<ProblemBody>(404, 'No current referral')
  public getMedicareReferral(@Request() req: ExpressRequest): Promise<MedicareReferral> {
    return getCurrentMedicareReferral(currentUser(req));
  }
}
