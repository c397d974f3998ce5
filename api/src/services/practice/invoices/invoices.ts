import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import type { SessionRecord } from '../../sessions';
import { refundedCentsBySession } from '../../payments';
import { GST_FREE_STATEMENT, totalsOf } from './invoice-amounts';
import { InvoiceModel, type InvoiceRecord } from './invoice.model';
import type { Invoice, InvoiceList } from './invoices.types';
import { sessionsWithInvoices } from './issue-invoices';

/** Paid when the session's charge went through, or nothing was due from the client. */
export function isPaid(invoice: InvoiceRecord, session?: SessionRecord): boolean {
  if (invoice.amounts.clientPaysCents === 0) return true;
  return session?.paymentStatus === 'Paid';
}

/**
 * Only an invoice showing the supplier's ABN is a tax invoice. Every invoice issued now has one;
 * one issued before the ABN was required, without it, is titled plainly "Invoice".
 */
export const documentTitleOf = (record: Pick<InvoiceRecord, 'abn'>): Invoice['documentTitle'] => (record.abn ? 'Tax invoice' : 'Invoice');

/** `refundedCents`: what was refunded to the client of the session's payment (the console's refunds). */
export function toInvoice(record: InvoiceRecord, session?: SessionRecord, refundedCents = 0): Invoice {
  const { amounts } = record;
  return {
    invoiceId: record._id,
    documentTitle: documentTitleOf(record),
    invoiceNumber: record.invoiceNumber,
    sessionId: record.sessionId,
    purpose: record.purpose,
    serviceDate: record.serviceDate,
    timezoneId: record.timezoneId,
    issuedAt: record.issuedAt,
    patientId: record.patientId,
    patientName: record.patientName,
    psychologistName: record.psychologistName,
    ...(record.providerNumber && { providerNumber: record.providerNumber }),
    ...(record.abn && { abn: record.abn }),
    ...(record.businessName && { businessName: record.businessName }),
    sessionType: record.sessionType,
    ...(amounts.medicareItem && { medicareItem: amounts.medicareItem }),
    feeCents: amounts.feeCents,
    discountCents: amounts.discountCents,
    rebateCents: amounts.rebateCents,
    funderPaysCents: amounts.funderPaysCents,
    clientPaysCents: amounts.clientPaysCents,
    gstCents: 0,
    gstStatement: GST_FREE_STATEMENT,
    status: isPaid(record, session) ? 'Paid' : 'Unpaid',
    refundedCents,
  };
}

export interface InvoiceFilters {
  from?: string;
  to?: string;
  status?: 'Paid' | 'Unpaid';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayBound(field: 'from' | 'to', value: string | undefined): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const at = DAY.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(NaN);
  if (Number.isNaN(at.getTime())) throw invalidField(field, 'Must be a date, YYYY-MM-DD.');
  return field === 'to' ? new Date(at.getTime() + 86_400_000) : at;
}

/** The psychologist's invoices, newest service first, filtered by service date (inclusive days, UTC) and status, with totals. */
export async function listInvoices(user: AuthenticatedUser, filters: InvoiceFilters): Promise<InvoiceList> {
  const from = dayBound('from', filters.from);
  const to = dayBound('to', filters.to);
  if (filters.status !== undefined && filters.status !== 'Paid' && filters.status !== 'Unpaid') throw invalidField('status', 'Must be Paid or Unpaid.');
  const { sessions, awaitingAbn } = await sessionsWithInvoices(user.sub);
  const records = await InvoiceModel.find({ psychologistId: user.sub }).lean();
  const refunded = await refundedCentsBySession(records.map((r) => r.sessionId));
  const invoices = records
    .map((r) => toInvoice(r, sessions.get(r.sessionId), refunded.get(r.sessionId)))
    .filter((i) => (!from || i.serviceDate >= from) && (!to || i.serviceDate < to) && (!filters.status || i.status === filters.status))
    .sort((a, b) => b.serviceDate.getTime() - a.serviceDate.getTime() || a.invoiceNumber.localeCompare(b.invoiceNumber));
  const totals = totalsOf(
    invoices.map((i) => ({ amounts: { feeCents: i.feeCents, rebateCents: i.rebateCents, clientPaysCents: i.clientPaysCents, discountCents: i.discountCents, funderPaysCents: i.funderPaysCents, gstCents: 0 }, paid: i.status === 'Paid' })),
  );
  return { invoices, totals, awaitingAbn };
}

/** One of the psychologist's invoices; anyone else's is a 404. */
export async function getInvoice(user: AuthenticatedUser, invoiceId: string): Promise<Invoice> {
  const { sessions } = await sessionsWithInvoices(user.sub);
  const record = await InvoiceModel.findById(invoiceId).lean();
  if (!record || record.psychologistId !== user.sub) throw notFound(`No invoice '${invoiceId}'.`);
  const refunded = await refundedCentsBySession([record.sessionId]);
  return toInvoice(record, sessions.get(record.sessionId), refunded.get(record.sessionId));
}
