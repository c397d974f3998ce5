import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Post, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import type { SessionDetails } from '../../sessions';
import { bookInSession } from './book-in-session';
import type { InSessionBookRequest } from './in-session.types';

/** POST /sessions/in-session/book (spec §7 Sessions): the psychologist books the next session with the client they are with. */
@Route('sessions/sessions/in-session')
@Tags('in-session booking')
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a psychologist, or not during a session with this client')
@Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
export class InSessionBookingController extends Controller {
  /** Books the in-session reservation: the same rules and slot locks as the checkout; nothing is charged now. */
  @Post('book')
  @Security('jwt', ['psychologist'])
  @SuccessResponse(201, 'Booked')
  @Response<ProblemBody>(404, 'Not your in-session reservation')
  @Response<ProblemBody>(409, 'That time is no longer available, or a payment is outstanding')
  public async bookSessionInSession(@Body() body: InSessionBookRequest, @Request() req: ExpressRequest): Promise<SessionDetails> {
    const session = await bookInSession(currentUser(req), body);
    this.setStatus(201);
    return session;
  }
}
