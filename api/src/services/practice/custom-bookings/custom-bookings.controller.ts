import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Post, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { acceptCustomBooking, closeCustomBooking, createCustomBooking, getCustomBooking, listCustomBookings } from './custom-bookings';
import type { AcceptCustomBookingRequest, CreateCustomBookingRequest, CreateMultiCustomBookingRequest, CustomBooking, CustomBookingList } from './custom-bookings.types';

/** Custom bookings (spec §7 "/custom-bookings, /multi, cancel, reject"): a psychologist offers times, the patient accepts or rejects. */
@Route('practice/custom-bookings')
@Tags('practice')
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not allowed for this kind of account')
export class CustomBookingsController extends Controller {
  /** Offers one time to a patient in the psychologist's care. */
  @Post()
  @Security('jwt', ['psychologist', 'approved'])
  @SuccessResponse(201, 'Offered')
  @Response<ProblemBody>(404, 'Not your patient')
  @Response<ProblemBody>(409, 'That time is not available')
  @Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
  public async createCustomBooking(@Body() body: CreateCustomBookingRequest, @Request() req: ExpressRequest): Promise<CustomBooking> {
    const { sessionStartDate, ...rest } = body;
    const offer = await createCustomBooking(currentUser(req), { ...rest, sessionStartDates: [sessionStartDate] });
    this.setStatus(201);
    return offer;
  }

  /** Offers several times (up to 5); the patient chooses one. */
  @Post('multi')
  @Security('jwt', ['psychologist', 'approved'])
  @SuccessResponse(201, 'Offered')
  @Response<ProblemBody>(404, 'Not your patient')
  @Response<ProblemBody>(409, 'A time is not available')
  @Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
  public async createMultiCustomBooking(@Body() body: CreateMultiCustomBookingRequest, @Request() req: ExpressRequest): Promise<CustomBooking> {
    const offer = await createCustomBooking(currentUser(req), body);
    this.setStatus(201);
    return offer;
  }

  /** The psychologist's offers, or the client's received offers; newest first. */
  @Get()
  @Security('jwt', ['psychologist', 'client', 'approved'])
  public getCustomBookings(@Request() req: ExpressRequest): Promise<CustomBookingList> {
    return listCustomBookings(currentUser(req));
  }

  @Get('{customBookingId}')
  @Security('jwt', ['psychologist', 'client', 'approved'])
  @Response<ProblemBody>(404, 'Not your custom booking')
  public getCustomBooking(@Path() customBookingId: string, @Request() req: ExpressRequest): Promise<CustomBooking> {
    return getCustomBooking(currentUser(req), customBookingId);
  }

  /** The psychologist withdraws an open offer. */
  @Post('{customBookingId}/cancel')
  @Security('jwt', ['psychologist', 'approved'])
  @Response<ProblemBody>(404, 'Not your custom booking')
  @Response<ProblemBody>(409, 'Already answered or withdrawn')
  public cancelCustomBooking(@Path() customBookingId: string, @Request() req: ExpressRequest): Promise<CustomBooking> {
    return closeCustomBooking(currentUser(req), customBookingId, 'cancel');
  }

  /** The patient declines the offer. */
  @Post('{customBookingId}/reject')
  @Security('jwt', ['client', 'approved'])
  @Response<ProblemBody>(404, 'Not your custom booking')
  @Response<ProblemBody>(409, 'Already answered or withdrawn')
  public rejectCustomBooking(@Path() customBookingId: string, @Request() req: ExpressRequest): Promise<CustomBooking> {
    return closeCustomBooking(currentUser(req), customBookingId, 'reject');
  }

  /** The patient accepts one offered time: it is booked (409 when that time is gone). */
  @Post('{customBookingId}/accept')
  @Security('jwt', ['client', 'approved'])
  @Response<ProblemBody>(404, 'Not your custom booking')
  @Response<ProblemBody>(409, 'Already answered, or the time is no longer available')
  @Response<ProblemBody>(422, 'Not one of the offered times')
  public acceptCustomBooking(@Path() customBookingId: string, @Body() body: AcceptCustomBookingRequest, @Request() req: ExpressRequest): Promise<CustomBooking> {
    return acceptCustomBooking(currentUser(req), customBookingId, body.sessionStartDate);
  }
}
