import { configuration } from '../../configuration';

/**
 * To a psychologist caring for a client whose DASS-21 check-in is flagged. No scores, answers or
 * names (email is not a secure channel): it says where to look, the client's page in the practice
 * area (/psychologists/account/patient/{id}).
 */
export function dass21FlagEmail(patientId: string): { subject: string; text: string } {
  return {
    subject: 'A client’s DASS-21 check-in needs your attention',
    text:
      'One of your clients has just completed a DASS-21 check-in with a severe result or a high answer to "I felt that life was meaningless". ' +
      'They have been shown crisis resources (Lifeline 13 11 14, emergency 000).\n\n' +
      `Sign in to see the result and acknowledge it: ${configuration().publicUrl}/psychologists/account/patient/${encodeURIComponent(patientId)}\n`,
  };
}
