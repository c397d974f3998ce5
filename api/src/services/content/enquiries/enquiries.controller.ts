import { Body, Controller, Post, Request, Response, Route, SuccessResponse, Tags } from '@tsoa/runtime';
import type { Request as ExpressRequest } from 'express';
import type { ProblemBody } from '../../../http/problem';
import type { ContactRequest, EnquiryReceived, PartnerEnquiryRequest } from './enquiry.types';
import { submitContact, submitPartnerEnquiry } from './submit-enquiry';

/**
 * The contact form and the partner enquiry form (spec §2 `/contact`, `/organisations`).
 * Anonymous by design: anyone may write to us, signed in or not (a token is neither needed nor
 * read). Each sender email address may send 5 in any minute; each IP address ENQUIRIES_PER_IP an hour.
 */
@Route('content')
@Tags('content')
@Response<ProblemBody>(422, 'A field is missing or not valid (fields names each); nothing is sent or stored')
@Response<ProblemBody>(429, 'Too many messages from this email address (5 a minute) or this IP address; Retry-After says when to try again')
@Response<ProblemBody>(503, 'The message could not be sent; nothing was stored, try again')
export class EnquiriesController extends Controller {
  /** Sends a message to Harbour support (emailed to the team and kept). */
  @Post('contact')
  @SuccessResponse(201, 'Received')
  public async sendContactMessage(@Body() body: ContactRequest, @Request() req: ExpressRequest): Promise<EnquiryReceived> {
    const received = await submitContact(body, req.ip ?? 'unknown');
    this.setStatus(201);
    return received;
  }

  /** Sends a partnership enquiry from an organisation (emailed to partnerships and kept). */
  @Post('partner-enquiry')
  @SuccessResponse(201, 'Received')
  public async sendPartnerEnquiry(@Body() body: PartnerEnquiryRequest, @Request() req: ExpressRequest): Promise<EnquiryReceived> {
    const received = await submitPartnerEnquiry(body, req.ip ?? 'unknown');
    this.setStatus(201);
    return received;
  }
}
