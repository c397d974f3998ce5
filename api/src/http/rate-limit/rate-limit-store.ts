import type { IncrementResponse, Options, Store } from 'express-rate-limit';
import { Schema, model } from 'mongoose';

interface RateLimitRecord {
  _id: string;
  hits: number;
  resetAt: Date;
}

const rateLimitSchema = new Schema<RateLimitRecord>(
  { _id: { type: String, required: true }, hits: { type: Number, required: true }, resetAt: { type: Date, required: true } },
  { collection: 'rate_limits', versionKey: false },
);
rateLimitSchema.index({ resetAt: 1 });
const RateLimitModel = model<RateLimitRecord>('RateLimit', rateLimitSchema);

/**
 * express-rate-limit's store on MongoDB: counters shared by every API process (ARCHITECTURE §9),
 * one fixed window per key. Expired windows are overwritten in place (no TTL index on FerretDB).
 */
export class MongoRateLimitStore implements Store {
  private windowMs = 60_000;
  constructor(readonly prefix: string) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const id = this.prefix + key;
    const now = new Date();
    const current = await RateLimitModel.findOneAndUpdate(
      { _id: id, resetAt: { $gt: now } },
      { $inc: { hits: 1 } },
      { new: true },
    ).lean<RateLimitRecord>();
    if (current) return { totalHits: current.hits, resetTime: current.resetAt };
    const resetAt = new Date(now.getTime() + this.windowMs);
    await RateLimitModel.replaceOne({ _id: id }, { hits: 1, resetAt }, { upsert: true });
    return { totalHits: 1, resetTime: resetAt };
  }

  async decrement(key: string): Promise<void> {
    await RateLimitModel.updateOne({ _id: this.prefix + key, hits: { $gt: 0 } }, { $inc: { hits: -1 } });
  }

  async resetKey(key: string): Promise<void> {
    await RateLimitModel.deleteOne({ _id: this.prefix + key });
  }
}
