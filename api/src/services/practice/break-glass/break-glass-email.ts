import { breakGlassEmail } from '../../audit';

/** To a psychologist whose case notes an administrator read in a break-glass read (the time in their zone). */
export function breakGlassReadEmail(firstName: string, patientName: string, noteCount: number, at: Date, zone: string, reason: string): { subject: string; text: string } {
  const notes = noteCount === 1 ? '1 of your case notes' : `${noteCount} of your case notes`;
  return breakGlassEmail(firstName, 'An administrator read your case notes', `read ${notes} about ${patientName}`, at, zone, reason);
}
