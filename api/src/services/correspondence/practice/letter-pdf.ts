import { pdfBuffer } from '../../practice';
import type { GpLetter } from './correspondence.types';

/** The letter as sent, as a PDF. */
export function letterPdf(letter: GpLetter): Promise<Buffer> {
  return pdfBuffer((doc) => {
    doc.fontSize(10).text(`From: ${letter.psychologistName}`);
    doc.text(`To: ${letter.gp.name}${letter.gp.practiceName ? `, ${letter.gp.practiceName}` : ''}`);
    doc.text(`Sent: ${letter.sentAt.toISOString().slice(0, 10)}`);
    doc.moveDown().fontSize(14).text(letter.subject);
    doc.moveDown().fontSize(11).text(letter.body);
  }, letter.subject);
}
