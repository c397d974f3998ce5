import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Post, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { getCancellationFee } from './cancel-session';
import type { CancellationFee, CheckPaymentMethodRequest, PaymentMethodCheck } from './cancellation.types';
import { checkSessionPaymentMethod } from './check-payment-method';

/** What changing a booked session asks of the client's card (its client or psychologist; anyone else: 404). */
@Route('payments/sessions/{sessionId}')
@Tags('payments')
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a client or psychologist')
@Response<ProblemBody>(404, 'Not your session')
export class SessionPaymentMethodController extends Controller {
  /** Whether the client has a card valid on the (new) session date. */
  @Post('check-payment-method')
  @Security('jwt', ['client', 'psychologist'])
  @Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
  public checkSessionPaymentMethod(@Path() sessionId: string, @Body() body: CheckPaymentMethodRequest, @Request() req: ExpressRequest): Promise<PaymentMethodCheck> {
    return checkSessionPaymentMethod(currentUser(req), sessionId, body.rescheduleStartDate);
  }
}

/** The late-cancellation fee, shown before the client confirms a cancellation. */
@Route('payments/session/{sessionId}')
@Tags('payments')
@Security('jwt', ['client', 'psychologist'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a client or psychologist')
@Response<ProblemBody>(404, 'Not your session')
export class CancellationFeeController extends Controller {
  @Get('cancellation-fee')
  public getCancellationFee(@Path() sessionId: string, @Request() req: ExpressRequest): Promise<CancellationFee> {
    return getCancellationFee(currentUser(req), sessionId);
  }
}
