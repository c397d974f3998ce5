import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { conflict, forbidden } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { findTaxonomyItem } from '../../../reference-data/taxonomy.repository';
import { SessionModel } from '../records/session.model';
import type { SessionTypeOption, SessionTypeReportReason } from '../../reference-data';
import type { SessionTypeUpdate } from './calls.types';
import { sessionForParticipant } from './session-access';

/**
 * PUT /sessions/{id}/update-session-type: the psychologist re-classifies the funding type with a
 * reason from GET /session-type-report-reasons/{sessionTypeId} ("Other" needs words).
 */
export async function updateSessionType(user: AuthenticatedUser, sessionId: string, input: SessionTypeUpdate, now = new Date()): Promise<void> {
  const { session, role } = await sessionForParticipant(user, sessionId);
  if (role !== 'psychologist') throw forbidden('Only the psychologist can change the session type.');
  if (session.sessionStatus === 'Cancelled') throw conflict('This session was cancelled.');
  const type = await findTaxonomyItem<SessionTypeOption>('session-type-options', { sessionTypeId: input.sessionTypeId });
  if (!type) throw invalidField('sessionTypeId', 'is not a session type');
  const reason = await findTaxonomyItem<SessionTypeReportReason>('session-type-report-reasons', { reasonId: input.reasonId });
  if (!reason || reason.sessionTypeId !== input.sessionTypeId) throw invalidField('reasonId', 'is not a reason for this session type');
  const reasonOther = input.reasonOther?.trim();
  if (reason.name === 'Other' && !reasonOther) throw invalidField('reasonOther', 'Please say why.');
  await SessionModel.updateOne(
    { _id: session._id },
    {
      $set: {
        sessionType: type.name,
        sessionTypeReport: { sessionTypeId: type.sessionTypeId, reasonId: reason.reasonId, ...(reasonOther && { reasonOther }), reportedBy: user.sub, reportedAt: now },
      },
    },
  );
}
