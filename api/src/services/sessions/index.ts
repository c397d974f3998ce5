// The sessions domain's front door: what other domains may use (functions and types, never its models).
export { issueSessionFileUrl } from './calendar/session-file-links';
export { sessionsCalendar } from './calendar/session-ical';
export { joinWindowOf } from './calls/join-window';
export { hasCareRelationship, patientIdsOf, psychologistIdsOf } from './records/care-relationship';
export type { SessionCancellationRecord, SessionPaymentStatus, SessionQuoteRecord, SessionRecord, SessionStatus, SessionTermsRecord } from './records/session.model';
export { parseInstant, parseTherapyType, parseTimeZone } from './records/booking-inputs';
export { participantSession } from './records/session-access';
export type { BookSessionRequest, SessionDetails, SessionList } from './records/session.types';
export { namesFor, toSessionDetails } from './records/to-session-details';
export { onSessionEnded } from './calls/session-ended';
export { sessionOf, sessionPaymentStatusOf, sessionsForReports, sessionsOfPatient, sessionsOfPsychologist } from './records/session-reads';
export type { SessionField, SessionFields, SessionReadOptions } from './records/session-reads';
export { cancelSessionRecord, createSession, moveSession, removeSessionBookedBy, setSessionPaymentStatus } from './records/session-writes';
export type { SessionCancellation, SessionMove } from './records/session-writes';
export { registerSessions } from './register-sessions';
export { psychologistDay, psychologistStats } from './calls/psychologist-day';
export type { PsychologistDay, PsychologistStats } from './calls/calls.types';
