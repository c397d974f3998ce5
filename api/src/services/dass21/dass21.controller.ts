import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Post, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../auth/authenticated-user';
import type { ProblemBody } from '../../http/problem';
import { clientProgress, clientResults } from './client-results';
import type { Dass21CheckinRequest, Dass21Outcome, Dass21Progress, Dass21Questionnaire, Dass21ResultList, Dass21SavedResult, Dass21SessionAnswers } from './dass21.types';
import { DASS21_ANSWER_OPTIONS, DASS21_INSTRUCTIONS, DASS21_ITEMS } from './questions';
import { saveDass21Result, validAnswers } from './save-result';
import { scoreDass21 } from './scoring';
import { sessionQuestionAnswers } from './session-answers';

/**
 * The DASS-21 check-in (spec §7 Sessions, "DASS: GET /dass21/questions, …"): the spec lists the
 * DASS calls under the sessions service, so they live at /api/sessions/dass21/… as the other
 * session calls live at /api/sessions/….
 */
@Route('sessions/dass21')
@Tags('dass21')
export class Dass21Controller extends Controller {
  /** The 21 statements and the answer scale. Public: anyone may take the check-in. */
  @Get('questions')
  public getDass21Questions(): Dass21Questionnaire {
    return {
      instructions: DASS21_INSTRUCTIONS,
      answerOptions: DASS21_ANSWER_OPTIONS.map((o) => ({ ...o })),
      questions: DASS21_ITEMS.map((text, i) => ({ itemNumber: i + 1, text })),
    };
  }

  /**
   * Scores answers without saving them: the check-in works before signing in (the page keeps the
   * answers and saves them once the person signs in). Public, and nothing is written.
   */
  @Post('score')
  @Response<ProblemBody>(422, 'An answer is missing or not 0–3 (the field names it)')
  public scoreDass21Answers(@Body() body: Dass21CheckinRequest): Dass21Outcome {
    const { scores, bands, flagged, flagReasons } = scoreDass21(validAnswers(body.answers));
    return { scores, bands, flagged, flagReasons };
  }

  /** Saves a check-in for the signed-in client; a flagged one is emailed to their psychologists. */
  @Post('mental-health-checkin')
  @Security('jwt', ['client'])
  @SuccessResponse(201, 'Saved and scored')
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(403, 'Not a client')
  @Response<ProblemBody>(422, 'An answer is missing or not 0–3 (the field names it)')
  public async submitMentalHealthCheckin(@Body() body: Dass21CheckinRequest, @Request() req: ExpressRequest): Promise<Dass21SavedResult> {
    const saved = await saveDass21Result(currentUser(req).sub, body.answers);
    this.setStatus(201);
    return saved;
  }

  /** The signed-in client's check-ins, newest first. */
  @Get('scores')
  @Security('jwt', ['client'])
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(403, 'Not a client')
  public getDass21Scores(@Request() req: ExpressRequest): Promise<Dass21ResultList> {
    return clientResults(currentUser(req).sub);
  }

  /** The signed-in client's trend: each subscale's score over time, oldest first. */
  @Get('progress')
  @Security('jwt', ['client'])
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(403, 'Not a client')
  public getDass21Progress(@Request() req: ExpressRequest): Promise<Dass21Progress> {
    return clientProgress(currentUser(req).sub);
  }

  /** The check-in answered before this session, item by item: for the session's client and psychologist. */
  @Get('session/{id}/question-answers')
  @Security('jwt', ['client', 'psychologist'])
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(403, 'Not this session’s client or psychologist')
  @Response<ProblemBody>(404, 'No such session')
  public getDass21SessionQuestionAnswers(@Path() id: string, @Request() req: ExpressRequest): Promise<Dass21SessionAnswers> {
    return sessionQuestionAnswers(currentUser(req), id);
  }
}
