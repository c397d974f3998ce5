import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Post, Query, Request, Response, Route, Tags } from '@tsoa/runtime';
import type { ProblemBody } from '../../../http/problem';
import { parseInstant, parseTimeZone } from '../../sessions';
import { parseFundingRoute, priceSession } from './estimate';
import { optionalClient } from './optional-user';
import { priceList } from './price-list';
import type { CheckSurchargeRequest, PriceList, PriceListRequest, PriceQuote, PricingEstimationRequest, SessionPrices, SurchargeAnswer } from './pricing.types';
import { checkSurcharge, sessionPrices } from './session-prices';

/**
 * Prices (spec §7 Payments). Anyone may ask (the booking pages price a time before sign-in); with
 * a client's token the estimate uses their referral, sessions used and discount uses.
 */
@Route('payments/sessions')
@Tags('payments')
@Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
export class PricingController extends Controller {
  /** The price of a session under a funding route: fee, rebate or funder share, out-of-pocket. */
  @Post('pricing-estimation')
  @Response<ProblemBody>(404, 'No such psychologist')
  public async estimateSessionPrice(@Body() body: PricingEstimationRequest, @Request() req: ExpressRequest): Promise<PriceQuote> {
    const user = await optionalClient(req);
    const startsAt = body.sessionStartDate ? parseInstant(body.sessionStartDate, 'sessionStartDate') : new Date();
    const priced = await priceSession({
      psychologistId: body.psychologistId,
      sessionDurationTypeId: body.sessionDurationTypeId,
      startsAt,
      fundingRoute: parseFundingRoute(body.fundingRoute),
      funding: body.funding ?? {},
      discountCode: body.discountCode,
      patientId: user?.sub,
      ...(body.timezoneId !== undefined && { timeZone: parseTimeZone(body.timezoneId) }),
    });
    return priced.quote;
  }

  /**
   * Many sessions priced at once under one route (a page of psychologists, a day of times), each
   * the same quote as `estimateSessionPrice`. Anyone may ask; a client's token prices with their
   * referral and sessions used, and `withReferral` shows a client without a referral the price
   * they pay once they give one.
   */
  @Post('price-list')
  public async estimatePriceList(@Body() body: PriceListRequest, @Request() req: ExpressRequest): Promise<PriceList> {
    const user = await optionalClient(req);
    return priceList(body, user?.sub);
  }

  /** A psychologist's fee for each session length and today's Medicare rebate for it. */
  @Get('prices')
  @Response<ProblemBody>(404, 'No such psychologist')
  public getSessionPrices(@Query() psychologistId: string): Promise<SessionPrices> {
    return sessionPrices(psychologistId);
  }

  /** Whether a time carries the psychologist's after-hours surcharge. */
  @Post('check-surcharge')
  @Response<ProblemBody>(404, 'No such psychologist')
  public checkSessionSurcharge(@Body() body: CheckSurchargeRequest): Promise<SurchargeAnswer> {
    return checkSurcharge(body);
  }
}
