import { Schema, model } from 'mongoose';

/**
 * A private iCalendar subscription: a random secret token in the feed URL, stored
 * only as its SHA-256 hash; revoking deletes it, so the URL answers 404 from then on.
 * The spec's "authorisation" steps make a one-time code (`kind: 'code'`) that is exchanged for the feed.
 * A `session-file` link is the "add to calendar (.ics)" address in a booking email or text: one
 * session's file, for the person it was sent to, opened without signing in.
 */
export interface CalendarLinkRecord {
  _id: string;
  kind: 'code' | 'feed' | 'session-file';
  userId: string;
  userType: 'client' | 'psychologist';
  tokenHash: string;
  redirectUrl?: string;
  /** The one session a `session-file` link gives. */
  sessionId?: string;
  createdAt: Date;
  expiresAt?: Date;
}

const calendarLinkSchema = new Schema<CalendarLinkRecord>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    userId: { type: String, required: true },
    userType: { type: String, required: true },
    tokenHash: { type: String, required: true },
    redirectUrl: { type: String },
    sessionId: { type: String },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date },
  },
  { collection: 'calendar_links', versionKey: false },
);
calendarLinkSchema.index({ tokenHash: 1 }, { unique: true });
calendarLinkSchema.index({ userId: 1 });

export const CalendarLinkModel = model<CalendarLinkRecord>('CalendarLink', calendarLinkSchema);
