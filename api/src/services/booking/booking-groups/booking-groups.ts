import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { sessionOf } from '../../sessions';
import { assertOwnPatient } from '../../accounts';
import { BookingGroupModel, type BookingGroupRecord } from './booking-group.model';
import type { BookingGroup } from './booking-group.types';

export const MESSAGE_MAX_LENGTH = 2000;

const toBookingGroup = (r: BookingGroupRecord): BookingGroup => ({
  bookingGroupId: r._id,
  patientId: r.patientId,
  ...(r.message !== undefined && { message: r.message }),
  status: r.status,
  sessionIds: r.sessionIds ?? [],
});

/** The group if the caller is its client, or the psychologist of one of its sessions (to read the message). */
async function visibleGroup(user: AuthenticatedUser, id: string, forWriting: boolean): Promise<BookingGroupRecord> {
  const group = await BookingGroupModel.findById(id).lean();
  const owner = !!group && user.userType === 'client' && group.patientId === user.sub;
  let psychologist = false;
  if (group && !forWriting && user.userType === 'psychologist' && group.sessionIds.length) {
    const sessions = await Promise.all(group.sessionIds.map((sid) => sessionOf(sid, { fields: ['psychologistId'] })));
    psychologist = sessions.some((s) => s?.psychologistId === user.sub);
  }
  if (!group || !(owner || psychologist)) throw notFound(`No booking group '${id}'.`);
  return group;
}

export async function createBookingGroup(user: AuthenticatedUser, patientId: string, now = new Date()): Promise<BookingGroup> {
  assertOwnPatient(user, patientId);
  const record: BookingGroupRecord = { _id: randomUUID(), patientId, status: 'Created', sessionIds: [], createdAt: now, updatedAt: now };
  await BookingGroupModel.create(record);
  return toBookingGroup(record);
}

export async function updateBookingGroup(user: AuthenticatedUser, id: string, message: string): Promise<BookingGroup> {
  const group = await visibleGroup(user, id, true);
  if (message.length > MESSAGE_MAX_LENGTH) throw invalidField('message', `Must be at most ${MESSAGE_MAX_LENGTH} characters.`);
  await BookingGroupModel.updateOne({ _id: id }, { $set: { message, updatedAt: new Date() } });
  return toBookingGroup({ ...group, message });
}

export async function getBookingGroup(user: AuthenticatedUser, id: string): Promise<BookingGroup> {
  return toBookingGroup(await visibleGroup(user, id, false));
}

/** The booking completes the group (the client's own; 422 otherwise, before anything is written). */
export async function requireOwnOpenGroup(patientId: string, id: string): Promise<BookingGroupRecord> {
  const group = await BookingGroupModel.findById(id).lean();
  if (!group || group.patientId !== patientId) throw invalidField('bookingGroupId', 'Unknown booking group.');
  return group;
}

export async function completeBookingGroup(id: string, sessionId: string): Promise<void> {
  const group = await BookingGroupModel.findById(id).lean();
  if (!group) return;
  await BookingGroupModel.updateOne({ _id: id }, { $set: { status: 'Completed', sessionIds: [...new Set([...group.sessionIds, sessionId])], updatedAt: new Date() } });
}
