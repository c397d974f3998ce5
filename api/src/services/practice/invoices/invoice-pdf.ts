import { formatAbn } from '../business/abn';
import { dollars } from './invoice-amounts';
import type { Invoice } from './invoices.types';

const day = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-AU', { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(at);

/**
 * Renders buffered pdfkit output (invoices are one page: a buffer is simpler than a stream).
 * pdfkit is loaded on the first PDF, not with the app: most processes and tests never draw one.
 */
export async function pdfBuffer(draw: (doc: PDFKit.PDFDocument) => void, title: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: 'Harbour' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** The (tax) invoice as a PDF: the psychologist, the client, the service, the money. */
export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  return pdfBuffer((doc) => {
    doc.fontSize(20).text(`${invoice.documentTitle} ${invoice.invoiceNumber}`);
    doc.moveDown(0.5).fontSize(11);
    doc.text(`Issued ${day(invoice.issuedAt, invoice.timezoneId)}`);
    doc.moveDown();
    doc.text(invoice.businessName ? `${invoice.psychologistName}, ${invoice.businessName}` : invoice.psychologistName);
    if (invoice.providerNumber) doc.text(`Medicare provider number: ${invoice.providerNumber}`);
    if (invoice.abn) doc.text(`ABN: ${formatAbn(invoice.abn)}`);
    doc.moveDown();
    doc.text(`Client: ${invoice.patientName}`);
    doc.text(`Service date: ${day(invoice.serviceDate, invoice.timezoneId)}`);
    doc.text(invoice.purpose === 'session' ? `Service: psychology session by video (${invoice.sessionType})` : 'Service: late-cancellation fee');
    if (invoice.medicareItem) doc.text(`Medicare item: ${invoice.medicareItem}`);
    doc.moveDown();
    doc.text(`Fee: ${dollars(invoice.feeCents)}`);
    if (invoice.discountCents > 0) doc.text(`Discount: -${dollars(invoice.discountCents)}`);
    if (invoice.rebateCents > 0) doc.text(`Medicare rebate: ${dollars(invoice.rebateCents)}`);
    if (invoice.funderPaysCents > 0) doc.text(`Paid by the funder: ${dollars(invoice.funderPaysCents)}`);
    doc.text(`Client pays: ${dollars(invoice.clientPaysCents)}`);
    doc.text(`GST: ${dollars(0)}`);
    doc.text(`Status: ${invoice.status}`);
    if (invoice.refundedCents > 0) doc.text(`Refunded to the client: ${dollars(invoice.refundedCents)}`);
    doc.moveDown();
    doc.fontSize(9).text(invoice.gstStatement);
  }, `${invoice.documentTitle} ${invoice.invoiceNumber}`);
}
