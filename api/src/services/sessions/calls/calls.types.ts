import type { SessionOutcome, SessionStatus } from '../records/session.model';
import type { CallPlace } from './call-records.model';
import type { JoinState } from './join-window';

/** Which call the browser makes: Agora when configured, else our own peer-to-peer WebRTC. */
export type VideoProviderName = 'agora' | 'p2p';

/** Where the other participant is now; `away` when never seen or not seen for a while. */
export type CounterpartPlace = CallPlace | 'away';

export interface SessionCounterpart {
  userId: string;
  userType: 'client' | 'psychologist';
  firstName: string;
  lastName: string;
  /** Their phone number from their profile, when they gave one: the call's fallback ("call me"). */
  phone?: string;
}

/** A session as its participant's waiting room and call see it (GET /sessions/{sessionId}/room). */
export interface SessionRoom {
  sessionId: string;
  startsAt: Date;
  endsAt: Date;
  timezoneId: string;
  durationMinutes: number;
  sessionStatus: SessionStatus;
  outcome?: SessionOutcome;
  /** The caller's part in the session. */
  role: 'client' | 'psychologist';
  counterpart: SessionCounterpart;
  joinOpensAt: Date;
  joinClosesAt: Date;
  joinState: JoinState;
  secondsRemaining: number;
  counterpartPlace: CounterpartPlace;
  /** Whether the client has reviewed it (always false for the psychologist). */
  reviewed: boolean;
  serverTime: Date;
}

export interface VideoToken {
  provider: VideoProviderName;
  sessionId: string;
  /** Agora channel name, or the signalling room id for p2p. */
  channel: string;
  uid: number;
  /** Agora RTC token (provider agora only). */
  token?: string;
  /** Agora app id (provider agora only). */
  appId?: string;
  expiresAt: Date;
}

export type SignalKind = 'hello' | 'offer' | 'answer' | 'candidate' | 'bye' | 'state' | 'ended';

export interface NewSignal {
  kind: SignalKind;
  /**
   * The message as JSON text (an SDP description, an ICE candidate, or a media state).
   * @maxLength 20000
   */
  payload: string;
  /**
   * The sending browser tab's connection id.
   * @pattern ^[A-Za-z0-9-]{8,64}$
   */
  connectionId: string;
}

export interface CallSignal {
  seq: number;
  kind: SignalKind;
  payload: string;
  connectionId: string;
  sentAt: Date;
}

export interface SignalPage {
  signals: CallSignal[];
  /** Pass as `after` on the next read. */
  cursor: number;
  counterpartPlace: CounterpartPlace;
  joinState: JoinState;
}

export interface PresenceUpdate {
  place: CallPlace;
}

export interface SessionEnd {
  outcome: SessionOutcome;
}

export interface SessionTypeUpdate {
  /** @isInt */
  sessionTypeId: number;
  /** @isInt */
  reasonId: number;
  /**
   * Required when the reason is "Other".
   * @maxLength 500
   */
  reasonOther?: string;
}

export interface SessionReviewInput {
  /**
   * @isInt
   * @minimum 1
   * @maximum 5
   */
  rating: number;
  /** @maxLength 2000 */
  comment?: string;
}

export interface SessionReview {
  sessionId: string;
  rating: number;
  comment?: string;
  createdAt: Date;
}

export interface QuestionnaireAnswer {
  /** @pattern ^[a-z0-9-]{1,40}$ */
  questionId: string;
  /**
   * @isInt
   * @minimum 0
   * @maximum 4
   */
  answer: number;
}

export interface SessionQuestionnaireInput {
  /**
   * @minItems 1
   * @maxItems 20
   */
  answers: QuestionnaireAnswer[];
}

export interface SessionLogInput {
  /**
   * @minItems 1
   * @maxItems 50
   */
  messages: string[];
  userType: 'client' | 'psychologist';
  sessionId: string;
}

/** A session in a list (enter, the psychologist's day). */
export interface SessionSummary {
  sessionId: string;
  startsAt: Date;
  endsAt: Date;
  timezoneId: string;
  sessionStatus: SessionStatus;
  joinState: JoinState;
  joinOpensAt: Date;
  counterpartName: string;
  /** Where the other person is while the room is open (`waiting`: the client is in the waiting room). */
  counterpartPlace?: CounterpartPlace;
}

export interface CurrentSession {
  /** The session whose room is open now, else the next one still to come; absent when none. */
  session?: SessionSummary;
}

export interface PsychologistDay {
  timezoneId: string;
  /** Today's sessions (in timezoneId), cancelled ones left out, by start time. */
  sessions: SessionSummary[];
  /** The session whose room is open now, if any. */
  currentSessionId?: string;
}

export interface PsychologistStats {
  sessionsToday: number;
  upcomingSessions: number;
  completedSessions: number;
  completedThisMonth: number;
  cancelledSessions: number;
  reviewCount: number;
  /** Mean rating (1–5) to one decimal; absent before the first review. */
  averageRating?: number;
}
