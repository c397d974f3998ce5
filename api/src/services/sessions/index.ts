// The sessions domain's front door: what other domains may use (functions and types, never its models).
export { issueSessionFileUrl } from './calendar/session-file-links';
export { sessionsCalendar } from './calendar/session-ical';
export { joinWindowOf } from './calls/join-window';
export { hasCareRelationship, patientIdsOf, psychologistIdsOf } from './records/care-relationship';
export type { SessionQuoteRecord, SessionRecord, SessionTermsRecord } from './records/session.model';
export { parseInstant, parseTherapyType, parseTimeZone } from './records/booking-inputs';
export { participantSession } from './records/session-access';
export type { BookSessionRequest, SessionDetails, SessionList } from './records/session.types';
export { namesFor, toSessionDetails } from './records/to-session-details';
export { onSessionEnded } from './calls/session-ended';
export { sessionPaymentStatusOf } from './records/session-reads';
export { registerSessions } from './register-sessions';
