import type { FilterQuery, Model, UpdateQuery } from 'mongoose';
import { CodeReservationModel, type CodeReservationRecord } from './code-reservation.model';
import { issueVerificationCode, MAX_WRONG_CODES, type VerificationCodeState } from './verification-code';
import { isDuplicateKey } from '../../lib/duplicate-key';

/** A record that carries a one-time code and is "done" (verified, completed) once. */
export interface CodeHolder extends VerificationCodeState {
  _id: string;
}

/**
 * The one one-time-code module: registration, partial accounts and password
 * reset all keep their codes through it. The code's database steps, safe under concurrent requests on MongoDB and on FerretDB alike:
 * each limit is a set of keys that can be inserted once (see CodeReservationModel), never a
 * counter or a conditional update.
 */
export class CodeStore<T extends CodeHolder> {
  constructor(
    private readonly model: Model<T>,
    /** Set on the record once it has been used. */
    private readonly doneField: 'verifiedAt' | 'completedAt',
    /** Keeps the keys of different record kinds apart. */
    private readonly namespace: string,
  ) {}

  private key(ownerId: string, ...parts: string[]): string {
    return [this.namespace, ownerId, ...parts].join(':');
  }

  /** Which code a record holds: each code is sent at its own moment (one replacement at a time). */
  private static codeVersion(record: CodeHolder): string {
    return record.codeSentAt ? String(record.codeSentAt.getTime()) : 'none';
  }

  private async reserve(_id: string, ownerId: string, kind: CodeReservationRecord['kind']): Promise<boolean> {
    try {
      await CodeReservationModel.create({ _id, ownerId, kind, createdAt: new Date() });
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  /**
   * Takes one of the current code's tries: its number (1…5), or undefined when all five are gone.
   * Concurrent guesses each get a different number, so no more than five are ever checked.
   */
  async takeTry(record: T): Promise<number | undefined> {
    for (let attempt = 1; attempt <= MAX_WRONG_CODES; attempt++) {
      if (await this.reserve(this.key(record._id, 'try', CodeStore.codeVersion(record), String(attempt)), record._id, 'try')) return attempt;
    }
    return undefined;
  }

  /** Remembers the wrong tries on the record (for reading; the reservations are what count). */
  async noteWrongCode(id: string, attempt: number): Promise<void> {
    await this.model.updateOne({ _id: id } as FilterQuery<T>, { $max: { wrongCodes: attempt } } as UpdateQuery<T>);
  }

  /**
   * The one right to use the record: true for exactly one caller (an insert with a fixed key).
   * Records that carry a new code each time they are reused (password resets) pass the record,
   * so each code is used once.
   */
  claim(id: string, record?: CodeHolder): Promise<boolean> {
    return this.reserve(record ? this.key(id, 'done', CodeStore.codeVersion(record)) : this.key(id, 'done'), id, 'done');
  }

  /** Gives the claim back when what it was for failed, so the person can try again. */
  async release(id: string): Promise<void> {
    await CodeReservationModel.deleteOne({ _id: this.key(id, 'done') });
  }

  /** Marks the record used and drops its code and tries. */
  async markDone(id: string, set: Record<string, unknown>, unset: string[]): Promise<void> {
    const $unset = Object.fromEntries([...unset, 'codeHash'].map((field) => [field, 1]));
    await this.model.updateOne({ _id: id } as FilterQuery<T>, { $set: { [this.doneField]: new Date(), ...set }, $unset } as UpdateQuery<T>);
    await CodeReservationModel.deleteMany({ ownerId: id, kind: 'try' });
  }

  /**
   * A new code in place of the current one, or undefined when another request replaced the same
   * code first. (The caller checks the once-a-minute rule on the record it read.)
   */
  async replaceCode(record: T, now = new Date()): Promise<string | undefined> {
    if (!(await this.reserve(this.key(record._id, 'replace', CodeStore.codeVersion(record)), record._id, 'replace'))) return undefined;
    const { code, state } = issueVerificationCode(record._id, now);
    await this.model.updateOne({ _id: record._id } as FilterQuery<T>, { $set: state } as UpdateQuery<T>);
    return code;
  }

  /** Removes every reservation of these records (when the records themselves are removed). */
  static async forget(ownerIds: string[]): Promise<void> {
    if (ownerIds.length) await CodeReservationModel.deleteMany({ ownerId: { $in: ownerIds } });
  }
}
