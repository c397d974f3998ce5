import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Post, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { addFundingRate, fundingRatesOverview } from './add-funding-rate';
import type { FundingRateRow, FundingRatesOverview, NewFundingRateRequest } from './funding-rates.types';

/** The dated rates table, for administrators (the operator console's page reads and adds here). */
@Route('payments/admin/funding-rates')
@Tags('administration')
@Security('jwt', ['administrator'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not an administrator')
export class FundingRatesController extends Controller {
  /** Every rates row, and per funder whether its newest row is more than 12 months old. */
  @Get()
  public getFundingRates(): Promise<FundingRatesOverview> {
    return fundingRatesOverview();
  }

  /** Adds a dated row (e.g. the amounts from 1 July); quotes use it from its date. Needs a fresh authenticator code (step-up). */
  @Post()
  @Security('jwt', ['administrator', 'step-up'])
  @SuccessResponse(201, 'Added')
  @Response<ProblemBody>(409, 'That funder already has a rate for this item from this date')
  @Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
  public async addFundingRate(@Body() body: NewFundingRateRequest, @Request() req: ExpressRequest): Promise<FundingRateRow> {
    const row = await addFundingRate(currentUser(req), body);
    this.setStatus(201);
    return row;
  }
}
