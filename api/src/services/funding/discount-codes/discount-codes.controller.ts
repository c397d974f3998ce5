import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Post, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { createDiscountCode, discountCodeUses, disableDiscountCode, listDiscountCodes } from './discount-code-admin';
import type { DiscountCodeList, DiscountCodeSummary, DiscountCodeUses, NewDiscountCodeRequest } from './discount-codes.types';

/** Discount codes, for administrators: create, disable, see who used them. */
@Route('payments/admin/discount-codes')
@Tags('administration')
@Security('jwt', ['administrator'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not an administrator')
export class DiscountCodesController extends Controller {
  /** Every code, with how many bookings used it. */
  @Get()
  public listDiscountCodes(): Promise<DiscountCodeList> {
    return listDiscountCodes();
  }

  /** Creates a code (once per client, with a limit in all). */
  @Post()
  @SuccessResponse(201, 'Created')
  @Response<ProblemBody>(409, 'That code already exists')
  @Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
  public async createDiscountCode(@Body() body: NewDiscountCodeRequest, @Request() req: ExpressRequest): Promise<DiscountCodeSummary> {
    const created = await createDiscountCode(currentUser(req), body);
    this.setStatus(201);
    return created;
  }

  /** Stops the code for new quotes and bookings; past uses stay. */
  @Post('{code}/disable')
  @Response<ProblemBody>(404, 'No such code')
  public disableDiscountCode(@Path() code: string): Promise<DiscountCodeSummary> {
    return disableDiscountCode(code);
  }

  /** The bookings that used the code. */
  @Get('{code}/uses')
  @Response<ProblemBody>(404, 'No such code')
  public getDiscountCodeUses(@Path() code: string): Promise<DiscountCodeUses> {
    return discountCodeUses(code);
  }
}
