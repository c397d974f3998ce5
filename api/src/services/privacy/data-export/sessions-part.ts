import { sessionsOfPatient, sessionsOfPsychologist } from '../../sessions';
import { jsonEntry, type ExportPart } from './export-entries';

/**
 * sessions.json: a client's sessions as recorded; a psychologist's sessions without the clients'
 * ids (those are the clients' information, not theirs). Others have none.
 */
export const sessionsPart: ExportPart = async (person) => {
  if (person.userType === 'client') {
    const sessions = await sessionsOfPatient(person._id);
    return jsonEntry('sessions.json', sessions.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()));
  }
  if (person.userType === 'psychologist') {
    const sessions = await sessionsOfPsychologist(person._id, { fields: ['startsAt', 'endsAt', 'timezoneId', 'durationMinutes', 'sessionType', 'sessionStatus', 'createdAt'] });
    return jsonEntry('sessions.json', sessions.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()));
  }
  return jsonEntry('sessions.json', []);
};
