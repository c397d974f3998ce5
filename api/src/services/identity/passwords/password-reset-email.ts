/** The password-reset code (no link: the code is typed on the page that asked for it). */
export function passwordResetEmail(code: string): { subject: string; text: string } {
  return {
    subject: 'Your Harbour password reset code',
    text: `Your code to reset your Harbour password is ${code}. It expires in 30 minutes.\n\nIf you did not ask to reset your password you can ignore this email.`,
  };
}
