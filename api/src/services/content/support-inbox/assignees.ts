import { activeAdministrators } from '../../identity';
import type { InboxAssignees } from './support-inbox.types';

/** Whom an enquiry can be assigned to: the administrators, not suspended ones. */
export async function listAssignees(): Promise<InboxAssignees> {
  return { administrators: (await activeAdministrators()).map(({ _id, email }) => ({ accountId: _id, email })) };
}
