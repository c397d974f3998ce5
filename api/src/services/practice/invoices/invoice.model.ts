import { Schema, model } from 'mongoose';
import type { InvoiceAmounts } from './invoice-amounts';

/**
 * One invoice per charged session and per late-cancellation fee: `_id` is `${sessionId}:${purpose}`,
 * so issuing twice (two list calls at once) inserts once; `invoiceNumber` has its own unique index.
 * The details printed on it (names, provider number, ABN, amounts) are copied at issue: an invoice
 * never changes when a profile does. Paid status is read from the session.
 */
export type InvoicePurpose = 'session' | 'late-cancellation';

export interface InvoiceRecord {
  _id: string;
  invoiceNumber: string;
  psychologistId: string;
  patientId: string;
  sessionId: string;
  purpose: InvoicePurpose;
  serviceDate: Date;
  timezoneId: string;
  issuedAt: Date;
  psychologistName: string;
  providerNumber?: string;
  abn?: string;
  businessName?: string;
  patientName: string;
  sessionType: string;
  amounts: InvoiceAmounts;
}

const invoiceSchema = new Schema<InvoiceRecord>(
  {
    _id: { type: String, required: true },
    invoiceNumber: { type: String, required: true },
    psychologistId: { type: String, required: true },
    patientId: { type: String, required: true },
    sessionId: { type: String, required: true },
    purpose: { type: String, required: true },
    serviceDate: { type: Date, required: true },
    timezoneId: { type: String, required: true },
    issuedAt: { type: Date, required: true },
    psychologistName: { type: String, required: true },
    providerNumber: { type: String },
    abn: { type: String },
    businessName: { type: String },
    patientName: { type: String, required: true },
    sessionType: { type: String, required: true },
    amounts: { type: Schema.Types.Mixed, required: true },
  },
  { collection: 'invoices', versionKey: false },
);
invoiceSchema.index({ invoiceNumber: 1 }, { unique: true });
invoiceSchema.index({ psychologistId: 1 });

export const InvoiceModel = model<InvoiceRecord>('Invoice', invoiceSchema);
