import type { Request as ExpressRequest } from 'express';
import { Body, Controller, FormField, Get, Path, Post, Query, Request, Response, Route, Security, SuccessResponse, Tags, UploadedFile } from '@tsoa/runtime';
import { currentUser } from '../../auth/authenticated-user';
import type { ProblemBody } from '../../http/problem';
import type { PatientFile } from '../files';
import { answerReviewRequest } from './answer-review-request';
import { attachReferralLetter } from './attach-referral-letter';
import { listGpReferrals } from './list-gp-referrals';
import type { AnsweredReview, AnswerReviewRequest, GpReferralList, ReferralStatus, SendReferralRequest, SentReferral } from './referrals.types';
import { sendReferral } from './send-referral';

/** GP referrals: a GP sends referrals and care plans and answers psychologists' review requests. */
@Route('referrals')
@Tags('referrals')
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not allowed for this kind of account')
@Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
export class ReferralsController extends Controller {
  /** Sends a referral / mental health care plan for a patient (an existing client, or a new patient invited by email). */
  @Post('gp')
  @Security('jwt', ['gp', 'approved'])
  @SuccessResponse(201, 'Sent')
  @Response<ProblemBody>(409, 'The same referral (patient and date) was already sent')
  public async sendGpReferral(@Body() body: SendReferralRequest, @Request() req: ExpressRequest): Promise<SentReferral> {
    const sent = await sendReferral(currentUser(req), body);
    this.setStatus(201);
    return sent;
  }

  /** The GP's referrals and the review requests addressed to them, what needs action first; filter by status or kind. */
  @Get('gp')
  @Security('jwt', ['gp', 'approved'])
  public getGpReferrals(@Request() req: ExpressRequest, @Query() status?: ReferralStatus, @Query() kind?: 'Referral' | 'ReviewRequest'): Promise<GpReferralList> {
    return listGpReferrals(currentUser(req), { status, kind });
  }

  /** Answers a psychologist's review request with a referral for up to 4 more sessions. */
  @Post('gp/requests/{requestId}/answer')
  @Security('jwt', ['gp', 'approved'])
  @SuccessResponse(201, 'Answered')
  @Response<ProblemBody>(404, 'No such request for this GP')
  @Response<ProblemBody>(409, 'Already answered')
  public async answerGpReviewRequest(@Path() requestId: string, @Body() body: AnswerReviewRequest, @Request() req: ExpressRequest): Promise<AnsweredReview> {
    const answered = await answerReviewRequest(currentUser(req), requestId, body);
    this.setStatus(201);
    return answered;
  }

  /** Attaches the referral letter or mental health care plan (PDF, JPEG or PNG) to a referral this GP sent; the patient's psychologists can read it. */
  @Post('gp/{referralId}/letter')
  @Security('jwt', ['gp', 'approved'])
  @SuccessResponse(201, 'Stored')
  @Response<ProblemBody>(404, 'No such referral for this GP')
  @Response<ProblemBody>(413, 'The file is too large')
  public async attachGpReferralLetter(
    @Path() referralId: string,
    @Request() req: ExpressRequest,
    @FormField() kind?: string,
    @UploadedFile() file?: Express.Multer.File,
  ): Promise<PatientFile> {
    const stored = await attachReferralLetter(currentUser(req), referralId, kind, file);
    this.setStatus(201);
    return stored;
  }
}
