/** Support's reply to the sender of an enquiry (plain text: nothing typed is markup). */
export function enquiryReplyEmail(name: string, reference: string, reply: string): { subject: string; text: string } {
  return {
    subject: `Re: your message to Harbour (${reference})`,
    text: `Hello ${name},\n\n${reply}\n\nHarbour support\nReference: ${reference} (quote it if you write again)`,
  };
}
