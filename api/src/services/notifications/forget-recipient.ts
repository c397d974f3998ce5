import { OutboxMessageModel } from './outbox-message.model';
import { SmsMessageModel } from './sms/sms-message.model';

/** Deletes the emails kept for an address (a closed account's contact data goes). */
export async function deleteEmailsTo(email: string): Promise<void> {
  await OutboxMessageModel.deleteMany({ to: email });
}

/** Deletes the texts kept for a user (a closed account's contact data goes). */
export async function deleteTextsTo(userId: string): Promise<void> {
  await SmsMessageModel.deleteMany({ userId });
}
