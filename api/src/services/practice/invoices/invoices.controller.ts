import { Readable } from 'node:stream';
import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Produces, Put, Query, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { getBusinessDetails, updateBusinessDetails } from '../business/business-details';
import { invoicePdf } from './invoice-pdf';
import { getInvoice, listInvoices } from './invoices';
import type { Invoice, InvoiceList, PracticeBusinessDetails, UpdatePracticeBusinessDetailsRequest } from './invoices.types';

/** The psychologist's invoices (one per charged session and per late-cancellation fee) and the business details printed on them. */
@Route('practice')
@Tags('practice')
@Security('jwt', ['psychologist', 'approved'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a psychologist')
export class InvoicesController extends Controller {
  /** Filters: service date from/to (YYYY-MM-DD, inclusive) and status; totals are of the filtered list. */
  @Get('invoices')
  @Response<ProblemBody>(422, 'A filter is not valid (fields names it)')
  public getPracticeInvoices(@Request() req: ExpressRequest, @Query() from?: string, @Query() to?: string, @Query() status?: 'Paid' | 'Unpaid'): Promise<InvoiceList> {
    return listInvoices(currentUser(req), { from, to, status });
  }

  @Get('invoices/{invoiceId}')
  @Response<ProblemBody>(404, 'Not your invoice')
  public getPracticeInvoice(@Path() invoiceId: string, @Request() req: ExpressRequest): Promise<Invoice> {
    return getInvoice(currentUser(req), invoiceId);
  }

  /** The invoice as a PDF (tax invoice). */
  @Get('invoices/{invoiceId}/pdf')
  @Produces('application/pdf')
  @Response<ProblemBody>(404, 'Not your invoice')
  public async getPracticeInvoicePdf(@Path() invoiceId: string, @Request() req: ExpressRequest): Promise<Readable> {
    const invoice = await getInvoice(currentUser(req), invoiceId);
    const pdf = await invoicePdf(invoice);
    this.setHeader('Content-Type', 'application/pdf');
    this.setHeader('Content-Disposition', `attachment; filename="${invoice.invoiceNumber}.pdf"`);
    return Readable.from([pdf]);
  }

  @Get('business-details')
  public getPracticeBusinessDetails(@Request() req: ExpressRequest): Promise<PracticeBusinessDetails> {
    return getBusinessDetails(currentUser(req));
  }

  /** ABN (checksum checked) and business name for new invoices. */
  @Put('business-details')
  @Response<ProblemBody>(422, 'The ABN is not valid')
  public updatePracticeBusinessDetails(@Body() body: UpdatePracticeBusinessDetailsRequest, @Request() req: ExpressRequest): Promise<PracticeBusinessDetails> {
    return updateBusinessDetails(currentUser(req), body);
  }
}
