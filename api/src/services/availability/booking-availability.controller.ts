import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Post, Query, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../auth/authenticated-user';
import type { ProblemBody } from '../../http/problem';
import { sendSerialised } from '../../http/serialised-answer';
import { answerKey, sharedAnswer } from './availability-answer-cache';
import { bookingAvailabilityJson } from './availability-json';
import { checkAvailabilityOrigin, checkSlotRangeQuery, readBookingAvailability, type PsychologistSlots } from './booking-availability';
import { verifyAvailabilityToken } from './availability-token';
import { issueClientAvailabilityToken, issuePublicAvailabilityToken, type AvailabilityTokenAnswer } from './issue-availability-token';

export interface ClientAvailabilityTokenRequest {
  /** The page's origin, e.g. https://harbour.example. @maxLength 200 */
  origin: string;
  /** @minItems 1 @maxItems 100 */
  psychologistIds: string[];
  /** The signed-in client's own user id. @maxLength 64 */
  patientId: string;
}

export interface PublicAvailabilityTokenRequest {
  /** @maxLength 200 */
  origin: string;
  /** @minItems 1 @maxItems 100 */
  psychologistIds: string[];
  /** Only psychologists taking new clients (default true). */
  isAvailableForNewClients?: boolean;
}

export interface BookingAvailability {
  /** The viewer's zone the labels are in. */
  timeZone: string;
  /** Approved psychologists of the token with availability set; each with their bookable starts. */
  psychologists: PsychologistSlots[];
}

/** Availability tokens and the times they let a page read (spec §7 Sessions, booking). */
@Route('sessions/booking')
@Tags('availability')
export class BookingAvailabilityController extends Controller {
  /** A 15-minute token for a signed-in client (patientId must be their own: anyone else's is 404). */
  @Post('availability-token')
  @Security('jwt', ['client'])
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(403, 'Not a client')
  @Response<ProblemBody>(404, 'Not your patient id')
  @Response<ProblemBody>(422, 'origin or psychologistIds is not valid')
  public createClientAvailabilityToken(@Body() body: ClientAvailabilityTokenRequest, @Request() req: ExpressRequest): Promise<AvailabilityTokenAnswer> {
    return issueClientAvailabilityToken(currentUser(req), body);
  }

  /** A 15-minute token for anyone (the directory and booking pages before sign-in). */
  @Post('availability-token/unauthenticated')
  @Response<ProblemBody>(422, 'origin or psychologistIds is not valid')
  public createPublicAvailabilityToken(@Body() body: PublicAvailabilityTokenRequest): Promise<AvailabilityTokenAnswer> {
    return issuePublicAvailabilityToken(body);
  }

  /**
   * Bookable starts of the token's psychologists in [from, to) (at most 31 days), each as a UTC
   * instant with its date and time in the viewer's zone.
   * @param token an availability token
   * @param timeZone the viewer's IANA zone, e.g. Australia/Perth
   * @param durationMinutes 20, 50 or 80 (default 50 when the psychologist offers it, else their shortest)
   */
  @Get('availability')
  @Response<ProblemBody>(401, 'No valid availability token')
  @Response<ProblemBody>(403, 'The token was issued to another site')
  @Response<ProblemBody>(422, 'from, to, timeZone or durationMinutes is not valid')
  public async getBookingAvailability(
    @Request() req: ExpressRequest,
    @Query() token: string,
    @Query() from: Date,
    @Query() to: Date,
    @Query() timeZone: string,
    @Query() durationMinutes?: number,
  ): Promise<BookingAvailability> {
    const scope = await verifyAvailabilityToken(token);
    const query = { from, to, timeZone, durationMinutes };
    checkAvailabilityOrigin(scope, req.headers.origin);
    checkSlotRangeQuery(query);
    const key = answerKey(scope, query);
    const answer = await sharedAnswer(key, async () => bookingAvailabilityJson(await readBookingAvailability(scope, query, { origin: req.headers.origin })));
    // The answer is already JSON: sent as bytes, gzipped when the caller accepts it.
    sendSerialised(req, answer);
    return undefined as unknown as BookingAvailability;
  }
}
