import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { AuditEventModel, type AuditAction, type AuditRecordKind } from './audit-event.model';

/** Appends one audit event for this caller; every clinical read and change goes through here. */
export async function recordAudit(
  actor: AuthenticatedUser,
  event: { patientId?: string; action: AuditAction; recordKind: AuditRecordKind; recordId: string; detail?: string },
  at = new Date(),
): Promise<void> {
  await AuditEventModel.create({
    _id: randomUUID(),
    actorId: actor.sub,
    actorType: actor.userType,
    at,
    ...event,
  });
}
