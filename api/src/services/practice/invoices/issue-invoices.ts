import { isDuplicateKey } from '../../../lib/duplicate-key';
import { sessionsOfPsychologist } from '../../sessions';
import type { SessionRecord } from '../../sessions';
import { patientNameOf, psychologistProfileOf } from '../../accounts';
import { PracticeDetailsModel } from '../business/practice-details.model';
import { cancellationFeeAmounts, sessionInvoiceAmounts, type InvoiceAmounts } from './invoice-amounts';
import { InvoiceModel, type InvoicePurpose, type InvoiceRecord } from './invoice.model';
import { invoiceNumberFor } from './invoice-number';

/** What a session is invoiced for: a completed session, and a late-cancellation fee. */
export function invoiceableOf(session: SessionRecord): { purpose: InvoicePurpose; amounts: InvoiceAmounts }[] {
  if (session.sessionStatus === 'Completed') {
    const quote = session.quote ?? { feeCents: 0, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 0 };
    return [{ purpose: 'session', amounts: sessionInvoiceAmounts(quote) }];
  }
  if (session.sessionStatus === 'Cancelled' && (session.cancellation?.feeCents ?? 0) > 0) {
    return [{ purpose: 'late-cancellation', amounts: cancellationFeeAmounts(session.cancellation!.feeCents) }];
  }
  return [];
}

const fullName = (p?: { firstName?: string; lastName?: string } | null) => [p?.firstName, p?.lastName].filter(Boolean).join(' ') || 'Client';

/**
 * Issues the invoices a psychologist's sessions call for and that do not exist yet. Each is one
 * insert against its `_id` (session + purpose): two calls at once issue it once. A tax invoice
 * must show the supplier's ABN, so none is issued until the psychologist has set theirs: the
 * answer says how many wait for it (issued, with the ABN, on the first read after it is set).
 */
export async function issueInvoices(psychologistId: string, sessions: SessionRecord[], now = new Date()): Promise<{ awaitingAbn: number }> {
  const existing = new Set((await InvoiceModel.find({ psychologistId }, { _id: 1 }).lean()).map((i) => i._id));
  const due = sessions.flatMap((session) => invoiceableOf(session).map((i) => ({ session, ...i, _id: `${session._id}:${i.purpose}` }))).filter((d) => !existing.has(d._id));
  if (due.length === 0) return { awaitingAbn: 0 };
  const [profile, details] = await Promise.all([psychologistProfileOf(psychologistId), PracticeDetailsModel.findById(psychologistId).lean()]);
  if (!details?.abn) return { awaitingAbn: due.length };
  for (const { session, purpose, amounts, _id } of due) {
    const patient = await patientNameOf(session.patientId);
    const serviceDate = purpose === 'late-cancellation' ? session.startsAt : session.startsAt;
    const invoice: InvoiceRecord = {
      _id,
      invoiceNumber: invoiceNumberFor(_id, serviceDate),
      psychologistId,
      patientId: session.patientId,
      sessionId: session._id,
      purpose,
      serviceDate,
      timezoneId: session.timezoneId,
      issuedAt: now,
      psychologistName: fullName(profile),
      ...(profile?.providerNumber && { providerNumber: profile.providerNumber }),
      abn: details.abn,
      ...(details.businessName && { businessName: details.businessName }),
      patientName: fullName(patient),
      sessionType: session.sessionType,
      amounts,
    };
    try {
      await InvoiceModel.create(invoice);
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }
  return { awaitingAbn: 0 };
}

/** Loads a psychologist's sessions and issues what is due (what waits for an ABN is counted). */
export async function sessionsWithInvoices(psychologistId: string): Promise<{ sessions: Map<string, SessionRecord>; awaitingAbn: number }> {
  const sessions = await sessionsOfPsychologist(psychologistId);
  const { awaitingAbn } = await issueInvoices(psychologistId, sessions);
  return { sessions: new Map(sessions.map((s) => [s._id, s])), awaitingAbn };
}
