import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Patch, Path, Post, Put, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import type { PatientCards, PatientPaymentSettings, SavedPaymentMethod } from '../../payments';
import type { PatientPaymentStatus } from '../../payments';
import type { PriceReservation } from '../reservations/price-reservation.types';
import { inSessionCards, inSessionPaymentStatus, saveInSessionPaymentMethod, setInSessionPrimaryCard } from './in-session-cards';
import type { InSessionPatientPaymentRequest, InSessionPaymentMethodRequest, InSessionPriceReservationRequest, InSessionPriceReservationUpdate } from './in-session.types';
import { createInSessionReservation, updateInSessionReservation } from './reserve-in-session';

/**
 * The payments side of in-session booking (spec §7 Payments, `in-session`): the psychologist, in
 * or just after a session with the client, prices the next one and uses or adds the client's
 * card. Only around that session (see in-session-access.ts): another psychologist 404, the same
 * psychologist outside the window 403, clients and GPs 403, anonymous 401.
 */
@Route('payments')
@Tags('in-session booking')
@Security('jwt', ['psychologist'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a psychologist, or not during a session with this client')
@Response<ProblemBody>(404, 'No such client (of yours) or reservation')
@Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
export class InSessionPaymentsController extends Controller {
  /** Prices and holds the next session with this client (defaults: the current session's length, type, zone and funding). */
  @Post('sessions/in-session/price-reservation')
  @SuccessResponse(201, 'Held')
  @Response<ProblemBody>(409, 'That time is no longer available')
  public async createInSessionPriceReservation(@Body() body: InSessionPriceReservationRequest, @Request() req: ExpressRequest): Promise<PriceReservation> {
    const reservation = await createInSessionReservation(currentUser(req), body);
    this.setStatus(201);
    return reservation;
  }

  @Put('sessions/in-session/price-reservation/{reservationId}')
  @Response<ProblemBody>(409, 'Expired, already booked, or the new time is taken')
  public updateInSessionPriceReservation(@Path() reservationId: string, @Body() body: InSessionPriceReservationUpdate, @Request() req: ExpressRequest): Promise<PriceReservation> {
    return updateInSessionReservation(currentUser(req), reservationId, body);
  }

  /** Saves a card for the client (a Stripe payment method id; never a card number). */
  @Post('sessions/in-session/payment-method')
  @SuccessResponse(201, 'Saved')
  @Response<ProblemBody>(503, 'Card payments are not configured')
  public async saveInSessionPaymentMethod(@Body() body: InSessionPaymentMethodRequest, @Request() req: ExpressRequest): Promise<SavedPaymentMethod> {
    const saved = await saveInSessionPaymentMethod(currentUser(req), body);
    this.setStatus(201);
    return saved;
  }

  /** The client's saved cards (brand, last 4 and expiry only). */
  @Get('patient/{patientId}/in-session/cards')
  public getInSessionPatientCards(@Path() patientId: string, @Request() req: ExpressRequest): Promise<PatientCards> {
    return inSessionCards(currentUser(req), patientId);
  }

  /** Sets the client's default card. */
  @Patch('patient/in-session')
  public updateInSessionPatientPaymentSettings(@Body() body: InSessionPatientPaymentRequest, @Request() req: ExpressRequest): Promise<PatientPaymentSettings> {
    return setInSessionPrimaryCard(currentUser(req), body);
  }

  /** Whether an earlier charge failed (booking is refused until the client retries it). */
  @Get('patients/payment-status/in-session/{patientId}')
  public getInSessionPatientPaymentStatus(@Path() patientId: string, @Request() req: ExpressRequest): Promise<PatientPaymentStatus> {
    return inSessionPaymentStatus(currentUser(req), patientId);
  }
}
