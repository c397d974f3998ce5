import { Readable } from 'node:stream';
import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Post, Produces, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { createTemplate, getLetter, listReceivedLetters, listSentLetters, listTemplates, provideReferral, requestGpReferral, sendGpLetter } from './correspondence';
import type {
  CorrespondenceTemplate,
  CorrespondenceTemplateList,
  CreateCorrespondenceTemplateRequest,
  GpLetter,
  GpLetterList,
  GpReferralRequestBody,
  ProvidedReferral,
  ProvideReferralRequest,
  SendGpLetterRequest,
} from './correspondence.types';
import { letterPdf } from './letter-pdf';

/** Correspondence with GPs (spec §3 correspondence templates; §7 gp-referral-request) and referrals received outside Harbour. */
@Route('practice')
@Tags('practice')
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not allowed for this kind of account')
export class CorrespondenceController extends Controller {
  @Get('correspondence-templates')
  @Security('jwt', ['psychologist', 'approved'])
  public getCorrespondenceTemplates(@Request() req: ExpressRequest): Promise<CorrespondenceTemplateList> {
    return listTemplates(currentUser(req));
  }

  @Post('correspondence-templates')
  @Security('jwt', ['psychologist', 'approved'])
  @SuccessResponse(201, 'Created')
  @Response<ProblemBody>(422, 'A field is missing or not valid (unknown placeholders are named)')
  public async createCorrespondenceTemplate(@Body() body: CreateCorrespondenceTemplateRequest, @Request() req: ExpressRequest): Promise<CorrespondenceTemplate> {
    const template = await createTemplate(currentUser(req), body);
    this.setStatus(201);
    return template;
  }

  /** The psychologist's sent letters and referral requests, newest first. */
  @Get('correspondence')
  @Security('jwt', ['psychologist', 'approved'])
  public getSentCorrespondence(@Request() req: ExpressRequest): Promise<GpLetterList> {
    return listSentLetters(currentUser(req));
  }

  /** Sends a letter to a patient's GP: stored, emailed, and shown in the GP's area when they have a Harbour account. */
  @Post('correspondence')
  @Security('jwt', ['psychologist', 'approved'])
  @SuccessResponse(201, 'Sent')
  @Response<ProblemBody>(404, 'Not your patient')
  @Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
  public async sendGpLetter(@Body() body: SendGpLetterRequest, @Request() req: ExpressRequest): Promise<GpLetter> {
    const letter = await sendGpLetter(currentUser(req), body);
    this.setStatus(201);
    return letter;
  }

  /** Letters addressed to the signed-in GP. */
  @Get('gp/correspondence')
  @Security('jwt', ['gp', 'approved'])
  public getReceivedCorrespondence(@Request() req: ExpressRequest): Promise<GpLetterList> {
    return listReceivedLetters(currentUser(req));
  }

  /** One letter, for the psychologist who sent it or the GP it is addressed to. */
  @Get('correspondence/{letterId}')
  @Security('jwt', ['psychologist', 'gp', 'approved'])
  @Response<ProblemBody>(404, 'Not your letter')
  public getCorrespondenceLetter(@Path() letterId: string, @Request() req: ExpressRequest): Promise<GpLetter> {
    return getLetter(currentUser(req), letterId);
  }

  @Get('correspondence/{letterId}/pdf')
  @Security('jwt', ['psychologist', 'gp', 'approved'])
  @Produces('application/pdf')
  @Response<ProblemBody>(404, 'Not your letter')
  public async getCorrespondenceLetterPdf(@Path() letterId: string, @Request() req: ExpressRequest): Promise<Readable> {
    const letter = await getLetter(currentUser(req), letterId, 'download');
    this.setHeader('Content-Type', 'application/pdf');
    this.setHeader('Content-Disposition', `attachment; filename="letter-${letter.letterId}.pdf"`);
    return Readable.from([await letterPdf(letter)]);
  }

  /** Asks the patient's GP for a new referral (spec §7 POST /sessions/{id}/gp-referral-request). */
  @Post('sessions/{sessionId}/gp-referral-request')
  @Security('jwt', ['psychologist', 'approved'])
  @SuccessResponse(201, 'Requested')
  @Response<ProblemBody>(404, 'Not your session')
  @Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
  public async requestGpReferral(@Path() sessionId: string, @Body() body: GpReferralRequestBody, @Request() req: ExpressRequest): Promise<GpLetter> {
    const letter = await requestGpReferral(currentUser(req), sessionId, body);
    this.setStatus(201);
    return letter;
  }

  /** provide-referral: records a Medicare referral the psychologist received outside Harbour. */
  @Post('patients/{patientId}/medicare-referral')
  @Security('jwt', ['psychologist', 'approved'])
  @SuccessResponse(201, 'Recorded')
  @Response<ProblemBody>(404, 'Not your patient')
  @Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
  public async providePatientReferral(@Path() patientId: string, @Body() body: ProvideReferralRequest, @Request() req: ExpressRequest): Promise<ProvidedReferral> {
    const referral = await provideReferral(currentUser(req), patientId, body);
    this.setStatus(201);
    return referral;
  }
}
