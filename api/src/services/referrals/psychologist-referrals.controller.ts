import type { Request as ExpressRequest } from 'express';
import { Controller, Get, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../auth/authenticated-user';
import type { ProblemBody } from '../../http/problem';
import { listReferralsToPsychologist } from './list-psychologist-referrals';
import type { ReferralsToPsychologist } from './referrals.types';

/** GP referrals as the psychologist receives them (the practice home's "New referrals"). */
@Route('referrals/psychologist')
@Tags('referrals')
@Security('jwt', ['psychologist'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a psychologist')
export class PsychologistReferralsController extends Controller {
  /** Referrals GPs sent to this psychologist in the last 30 days, newest first. */
  @Get()
  public listReferralsToMe(@Request() req: ExpressRequest): Promise<ReferralsToPsychologist> {
    return listReferralsToPsychologist(currentUser(req));
  }
}
