import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Post, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import type { BookingPaymentCheck, BookingRules, BookingRulesRequest, PatientPaymentStatus, PatientPaymentType, RetryPaymentResult } from './patient-payments.types';
import { bookingRules, checkBookingPayment, patientPaymentStatus, patientPaymentType, retryFailedPayment } from './patient-payments';

/** Whether the client may book now (a failed payment must be retried first). */
@Route('payments/patient')
@Tags('payments')
@Security('jwt', ['client'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a client')
@Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
export class PatientBookingRulesController extends Controller {
  /** Whether the client may book now (a failed payment must be retried first). */
  @Post('booking-rules')
  @Response<ProblemBody>(404, 'Not your patient id')
  public getPatientBookingRules(@Body() body: BookingRulesRequest, @Request() req: ExpressRequest): Promise<BookingRules> {
    return bookingRules(currentUser(req), body.patientId);
  }
}

@Route('payments/patients')
@Tags('payments')
@Security('jwt', ['client'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a client')
export class PatientPaymentsController extends Controller {
  /** Failed charges the client still owes. */
  @Get('payment-status')
  public getPatientPaymentStatus(@Request() req: ExpressRequest): Promise<PatientPaymentStatus> {
    return patientPaymentStatus(currentUser(req));
  }

  /** The funding route to offer first, and whether a card and a referral are on file. */
  @Get('payment-type')
  public getPatientPaymentType(@Request() req: ExpressRequest): Promise<PatientPaymentType> {
    return patientPaymentType(currentUser(req));
  }
}

/** A session's payment (its client or psychologist; anyone else: 404). */
@Route('payments/sessions/{sessionId}')
@Tags('payments')
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a client or psychologist')
@Response<ProblemBody>(404, 'Not your session')
export class SessionPaymentController extends Controller {
  @Get('check-booking-payment')
  @Security('jwt', ['client', 'psychologist'])
  public checkBookingPayment(@Path() sessionId: string, @Request() req: ExpressRequest): Promise<BookingPaymentCheck> {
    return checkBookingPayment(currentUser(req), sessionId);
  }

  /**
   * Charges a failed session payment again (a new attempt on the session's one payment) with the
   * current default card. Refused while another attempt is being charged or once it is paid.
   */
  @Post('retry-failed-payment')
  @Security('jwt', ['client'])
  @SuccessResponse(200, 'Tried')
  @Response<ProblemBody>(409, 'No failed payment, already paid, or a payment is being processed')
  @Response<ProblemBody>(503, 'Card payments are not configured')
  public retryFailedPayment(@Path() sessionId: string, @Request() req: ExpressRequest): Promise<RetryPaymentResult> {
    return retryFailedPayment(currentUser(req), sessionId);
  }
}
