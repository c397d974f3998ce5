import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Put, Query, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../auth/authenticated-user';
import type { ProblemBody } from '../../http/problem';
import { checkSlotRangeQuery } from './booking-availability';
import type { AvailabilityPreview, PsychologistAvailability, PsychologistAvailabilityRules } from './availability.types';
import { getPsychologistAvailability, previewPsychologistAvailability, putPsychologistAvailability } from './psychologist-availability';

/** The signed-in psychologist's own booking rules (spec §7 PUT and GET /psychologist/availability). */
@Route('sessions/psychologist/availability')
@Tags('availability')
@Security('jwt', ['psychologist'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a psychologist')
export class PsychologistAvailabilityController extends Controller {
  /** Their rules; the defaults (isSet false) until they first save. */
  @Get()
  public getPsychologistAvailability(@Request() req: ExpressRequest): Promise<PsychologistAvailability> {
    return getPsychologistAvailability(currentUser(req).sub);
  }

  /** Replaces their rules; any invalid field is a 422 naming it, and nothing is written. */
  @Put()
  @Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
  public putPsychologistAvailability(@Body() body: PsychologistAvailabilityRules, @Request() req: ExpressRequest): Promise<PsychologistAvailability> {
    return putPsychologistAvailability(currentUser(req).sub, body);
  }

  /**
   * The next two weeks of their bookable starts, as clients would be offered them.
   * @param durationMinutes one of 20, 50, 80 (default 50 when offered, else their shortest)
   * @param timeZone the zone to label the times in (default theirs)
   */
  @Get('preview')
  @Response<ProblemBody>(422, 'durationMinutes or timeZone is not valid')
  public previewPsychologistAvailability(
    @Request() req: ExpressRequest,
    @Query() durationMinutes?: number,
    @Query() timeZone?: string,
  ): Promise<AvailabilityPreview> {
    const now = new Date();
    if (timeZone !== undefined || durationMinutes !== undefined)
      checkSlotRangeQuery({ from: now, to: new Date(now.getTime() + 1), timeZone: timeZone ?? 'UTC', durationMinutes });
    return previewPsychologistAvailability(currentUser(req).sub, { durationMinutes, timeZone, now });
  }
}
