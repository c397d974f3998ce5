import { Schema, model } from 'mongoose';

/**
 * A legacy or moved path and where it goes now (spec §2: each route does a server-side redirect
 * lookup by path; an absolute target leaves the site).
 */
export interface RedirectRecord {
  /** Site path, starting with '/', no trailing slash, no query. */
  path: string;
  /** A site path or an absolute https:// URL. */
  target: string;
  permanent: boolean;
}

const redirectSchema = new Schema<RedirectRecord>(
  {
    path: { type: String, required: true },
    target: { type: String, required: true },
    permanent: { type: Boolean, required: true },
  },
  { collection: 'redirects', versionKey: false },
);
redirectSchema.index({ path: 1 }, { unique: true });

export const RedirectModel = model<RedirectRecord>('Redirect', redirectSchema);
