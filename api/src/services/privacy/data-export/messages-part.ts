import { messagesOfParticipant } from '../../messaging';
import { jsonEntry, type ExportPart } from './export-entries';

/** messages.json: each conversation they take part in, every message in it (both sides: it is their correspondence). */
export const messagesPart: ExportPart = async (person) => jsonEntry('messages.json', await messagesOfParticipant(person._id));
