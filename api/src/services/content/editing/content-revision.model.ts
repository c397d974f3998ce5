import { Schema, model } from 'mongoose';

/**
 * One claimed version of a page: `_id` is "path@version". FerretDB updates are read-then-write,
 * so two saves from the same version could both pass a version filter; inserting the next
 * version's id first lets the unique `_id` decide which one wins.
 */
export interface ContentRevisionRecord {
  _id: string;
  path: string;
  version: number;
  savedBy: string;
  savedAt: Date;
}

const contentRevisionSchema = new Schema<ContentRevisionRecord>(
  {
    _id: { type: String, required: true },
    path: { type: String, required: true },
    version: { type: Number, required: true },
    savedBy: { type: String, required: true },
    savedAt: { type: Date, required: true },
  },
  { collection: 'content_revisions', versionKey: false },
);

export const ContentRevisionModel = model<ContentRevisionRecord>('ContentRevision', contentRevisionSchema);
