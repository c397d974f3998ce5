import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Post, Query, Request, Response, Route, SuccessResponse, Tags } from '@tsoa/runtime';
import type { ProblemBody } from '../../../http/problem';
import type {
  DirectoryProfile,
  ListPsychologistsRequest,
  MatchPsychologistsRequest,
  NextAvailable,
  PsychologistMatches,
  PsychologistPage,
  PsychologistSearchResult,
  PsychologistTimezone,
  TrackEventRequest,
} from './directory.types';
import { listPsychologists } from './list-psychologists';
import { matchPsychologists } from './match-psychologists';
import { psychologistBio, psychologistByCode, psychologistNextAvailable, psychologistTimezone } from './public-profile';
import { searchPsychologists } from './search-psychologists';
import { trackEvent } from './track-event';

/**
 * The public psychologist directory (spec §7 psychologist calls). Anonymous: the
 * directory, profiles and get-matched are for people who have not signed up yet. Only approved
 * psychologists whose listing is not hidden appear in any answer.
 */
@Route('users')
@Tags('directory')
@Response<ProblemBody>(422, 'A field is not valid (fields names each)')
export class DirectoryController extends Controller {
  /** Free-text search over names and concerns (at most 20, best first). */
  @Get('psychologists/search')
  public searchPsychologists(@Query() q?: string): Promise<PsychologistSearchResult> {
    return searchPsychologists(q);
  }

  /** The directory: filters, sort and a page. */
  @Post('psychologists/list')
  public listPsychologists(@Body() body: ListPsychologistsRequest): Promise<PsychologistPage> {
    return listPsychologists(body);
  }

  /** The get-matched tool: 3–5 psychologists ranked for the answers, each with its reasons. */
  @Post('psychologists/match')
  public matchPsychologists(@Body() body: MatchPsychologistsRequest): Promise<PsychologistMatches> {
    return matchPsychologists(body);
  }

  /** A psychologist's profile by slug (/online-psychologists/{slug}). */
  @Get('psychologists/bio')
  @Response<ProblemBody>(404, 'No such psychologist in the directory')
  public getPsychologistBio(@Query() slug: string): Promise<DirectoryProfile> {
    return psychologistBio(slug);
  }

  /** A psychologist by profile slug or Medicare provider number. */
  @Get('profile/psychologists')
  @Response<ProblemBody>(404, 'No such psychologist in the directory')
  public getPsychologistByCode(@Query() code: string): Promise<DirectoryProfile> {
    return psychologistByCode(code);
  }

  @Get('psychologists/{id}/timezone')
  @Response<ProblemBody>(404, 'No such psychologist in the directory')
  public getPsychologistTimezone(@Path() id: string): Promise<PsychologistTimezone> {
    return psychologistTimezone(id);
  }

  /** The first bookable start (UTC), from the slot engine. */
  @Get('psychologist/{psychologistId}/next-available')
  @Response<ProblemBody>(404, 'No such psychologist in the directory')
  public getPsychologistNextAvailable(@Path() psychologistId: string): Promise<NextAvailable> {
    return psychologistNextAvailable(psychologistId);
  }

  /** First-party events (match tool, booking intent): ids only. */
  @Post('users/track-event')
  @SuccessResponse(204, 'Stored')
  @Response<ProblemBody>(429, 'Too many events from this address')
  public async trackUserEvent(@Body() body: TrackEventRequest, @Request() req: ExpressRequest): Promise<void> {
    await trackEvent(body, req.ip ?? 'unknown');
    this.setStatus(204);
  }
}
