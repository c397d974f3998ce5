import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Post, Put, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { createPriceReservation, getPriceReservation, updatePriceReservation } from './price-reservations';
import type { CreatePriceReservationRequest, PriceReservation, UpdatePriceReservationRequest } from './price-reservation.types';

/** Price reservations: a quoted time held for the client for a few minutes while they check out. */
@Route('payments/sessions/price-reservation')
@Tags('payments')
@Security('jwt', ['client'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a client')
@Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
export class PriceReservationController extends Controller {
  /** Prices the time and holds it (expiresAt); 409 when someone else holds or booked it. */
  @Post()
  @SuccessResponse(201, 'Held')
  @Response<ProblemBody>(404, 'No such psychologist')
  @Response<ProblemBody>(409, 'That time is no longer available')
  public async createPriceReservation(@Body() body: CreatePriceReservationRequest, @Request() req: ExpressRequest): Promise<PriceReservation> {
    const reservation = await createPriceReservation(currentUser(req), body);
    this.setStatus(201);
    return reservation;
  }

  /** Changes the discount code, funding or time (the hold is renewed). */
  @Put('{reservationId}')
  @Response<ProblemBody>(404, 'Not your reservation')
  @Response<ProblemBody>(409, 'Expired, already booked, or the new time is taken')
  public updatePriceReservation(@Path() reservationId: string, @Body() body: UpdatePriceReservationRequest, @Request() req: ExpressRequest): Promise<PriceReservation> {
    return updatePriceReservation(currentUser(req), reservationId, body);
  }

  @Get('{reservationId}')
  @Response<ProblemBody>(404, 'Not your reservation')
  public getPriceReservation(@Path() reservationId: string, @Request() req: ExpressRequest): Promise<PriceReservation> {
    return getPriceReservation(currentUser(req), reservationId);
  }
}
