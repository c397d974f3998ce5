import { Schema, model } from 'mongoose';

/**
 * The records a video call writes. Everything here is insert-only except presence (a heartbeat
 * whose last write wins, which is all it needs); every "only once" rule is a unique insert.
 */

/** One WebRTC signalling message (offer, answer, ICE candidate, hello, bye, state). */
export interface CallSignalRecord {
  /** `${sessionId}|${seq}`: the unique key that orders a session's signals. */
  _id: string;
  sessionId: string;
  seq: number;
  fromUserId: string;
  /** The browser tab that sent it: a rejoin is a new connection. */
  connectionId: string;
  kind: string;
  payload: string;
  sentAt: Date;
}

const signalSchema = new Schema<CallSignalRecord>(
  {
    _id: { type: String, required: true },
    sessionId: { type: String, required: true },
    seq: { type: Number, required: true },
    fromUserId: { type: String, required: true },
    connectionId: { type: String, required: true },
    kind: { type: String, required: true },
    payload: { type: String, required: true },
    sentAt: { type: Date, required: true },
  },
  { collection: 'call_signals', versionKey: false },
);
// Read by one top-level equality (pushed down to SQL on FerretDB); a session has at most a few hundred.
signalSchema.index({ sessionId: 1 });
export const CallSignalModel = model<CallSignalRecord>('CallSignal', signalSchema);

/** Where a participant is: the waiting room, the call, or gone. */
export type CallPlace = 'waiting' | 'room' | 'left';

export interface CallPresenceRecord {
  /** `${sessionId}|${userId}` */
  _id: string;
  sessionId: string;
  userId: string;
  place: CallPlace;
  seenAt: Date;
}

const presenceSchema = new Schema<CallPresenceRecord>(
  {
    _id: { type: String, required: true },
    sessionId: { type: String, required: true },
    userId: { type: String, required: true },
    place: { type: String, required: true },
    seenAt: { type: Date, required: true },
  },
  { collection: 'call_presence', versionKey: false },
);
presenceSchema.index({ sessionId: 1 });
export const CallPresenceModel = model<CallPresenceRecord>('CallPresence', presenceSchema);

/** The session was ended: `_id` is the session id, so only the first end wins. */
export interface SessionEndingRecord {
  _id: string;
  endedBy: string;
  outcome: string;
  endedAt: Date;
}
export const SessionEndingModel = model<SessionEndingRecord>(
  'SessionEnding',
  new Schema<SessionEndingRecord>(
    {
      _id: { type: String, required: true },
      endedBy: { type: String, required: true },
      outcome: { type: String, required: true },
      endedAt: { type: Date, required: true },
    },
    { collection: 'session_endings', versionKey: false },
  ),
);

/** The client's review of a session: `_id` is the session id, one review per session. */
export interface SessionReviewRecord {
  _id: string;
  patientId: string;
  psychologistId: string;
  rating: number;
  comment?: string;
  createdAt: Date;
}
const reviewSchema = new Schema<SessionReviewRecord>(
  {
    _id: { type: String, required: true },
    patientId: { type: String, required: true },
    psychologistId: { type: String, required: true },
    rating: { type: Number, required: true },
    comment: { type: String },
    createdAt: { type: Date, required: true },
  },
  { collection: 'session_reviews', versionKey: false },
);
reviewSchema.index({ psychologistId: 1 });
export const SessionReviewModel = model<SessionReviewRecord>('SessionReview', reviewSchema);

/** The client's post-session questionnaire: `_id` is the session id, one per session. */
export interface SessionQuestionnaireRecord {
  _id: string;
  patientId: string;
  answers: { questionId: string; answer: number }[];
  createdAt: Date;
}
export const SessionQuestionnaireModel = model<SessionQuestionnaireRecord>(
  'SessionQuestionnaire',
  new Schema<SessionQuestionnaireRecord>(
    {
      _id: { type: String, required: true },
      patientId: { type: String, required: true },
      answers: { type: [{ questionId: String, answer: Number, _id: false }], required: true },
      createdAt: { type: Date, required: true },
    },
    { collection: 'session_questionnaires', versionKey: false },
  ),
);

/** Lines a session's browsers report (POST /sessions/{id}/submitlog), for support. */
export interface SessionLogRecord {
  _id: string;
  sessionId: string;
  userId: string;
  userType: string;
  messages: string[];
  receivedAt: Date;
}
const logSchema = new Schema<SessionLogRecord>(
  {
    _id: { type: String, required: true },
    sessionId: { type: String, required: true },
    userId: { type: String, required: true },
    userType: { type: String, required: true },
    messages: { type: [String], required: true },
    receivedAt: { type: Date, required: true },
  },
  { collection: 'session_logs', versionKey: false },
);
logSchema.index({ sessionId: 1 });
export const SessionLogModel = model<SessionLogRecord>('SessionLog', logSchema);
