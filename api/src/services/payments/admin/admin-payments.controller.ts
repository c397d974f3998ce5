import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Post, Query, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import type { RetryPaymentResult } from '../patient-payments/patient-payments.types';
import { refundSessionPayment as makeRefund } from '../refunds/refund-session-payment';
import { SessionRefundModel } from '../refunds/session-refund.model';
import { refundableCents } from '../refunds/refund-rules';
import { SessionPaymentModel } from '../charges/session-payment.model';
import type { NewRefundRequest, OutstandingPaymentsPage, PaidPaymentsPage, PaymentDisputeRow, RefundResult } from './admin-payments.types';
import { outstandingSessionPayments, paidSessionPayments, paymentDisputes, refundView } from './payment-lists';
import { retryForClient } from './retry-for-client';

/** Payments for the operator console: what is owed, what was paid and refunded, disputes. */
@Route('payments/admin')
@Tags('administration')
@Security('jwt', ['administrator'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not an administrator')
export class AdminPaymentsController extends Controller {
  /** Sessions whose charge failed and is still unpaid, the latest failure first, 20 a page. */
  @Get('payments/outstanding')
  public getOutstandingPayments(@Query() page?: number): Promise<OutstandingPaymentsPage> {
    return outstandingSessionPayments(page);
  }

  /** Paid sessions with their refunds, the latest payment first, 20 a page; or one session's. */
  @Get('payments/paid')
  public getPaidPayments(@Query() page?: number, @Query() sessionId?: string): Promise<PaidPaymentsPage> {
    return paidSessionPayments(page, sessionId);
  }

  /** Charges the client's saved card again for a session whose payment failed. */
  @Post('payments/{sessionId}/retry')
  @Response<ProblemBody>(404, 'No such session')
  @Response<ProblemBody>(409, 'Nothing to retry, or a payment is being made')
  public retryPaymentForClient(@Path() sessionId: string): Promise<RetryPaymentResult> {
    return retryForClient(sessionId);
  }

  /**
   * Refunds all or part of a session's payment through Stripe, once per `requestId`: sending the
   * same request again answers the same refund. Needs a fresh authenticator code (step-up).
   */
  @Post('payments/{sessionId}/refunds')
  @Security('jwt', ['administrator', 'step-up'])
  @SuccessResponse(200, 'The refund (made now, or by an earlier send of this request)')
  @Response<ProblemBody>(404, 'No such session')
  @Response<ProblemBody>(409, 'No payment to refund, or another refund was made at the same moment')
  @Response<ProblemBody>(422, 'A field is missing or not valid, or more than is left (fields names each)')
  public async refundSessionPayment(@Path() sessionId: string, @Body() body: NewRefundRequest, @Request() req: ExpressRequest): Promise<RefundResult> {
    const { made, refund } = await makeRefund(sessionId, { ...body, requestedBy: currentUser(req).sub });
    const paid = await SessionPaymentModel.findOne({ sessionId, status: 'Succeeded' }).lean();
    const left = refundableCents(paid?.amountCents ?? 0, await SessionRefundModel.find({ sessionId }).lean());
    return { sessionId, created: made === 'created', refund: refundView(refund), leftCents: left };
  }

  /** Disputes (chargebacks) recorded from Stripe's webhook, the latest first. */
  @Get('disputes')
  public getPaymentDisputes(): Promise<PaymentDisputeRow[]> {
    return paymentDisputes();
  }
}
