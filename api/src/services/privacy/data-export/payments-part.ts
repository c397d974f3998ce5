import { paymentRecordsOf } from '../../payments';
import { jsonEntry, type ExportPart } from './export-entries';

/** payments.json: a client's charges, refunds and receipts (only clients pay). */
export const paymentsPart: ExportPart = async (person) =>
  jsonEntry('payments.json', person.userType === 'client' ? await paymentRecordsOf(person._id) : { charges: [], refunds: [], receipts: [] });
