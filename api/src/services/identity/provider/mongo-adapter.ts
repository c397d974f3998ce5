import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import { ProviderRecordModel, type ProviderRecord } from './provider-record.model';
import { isDuplicateKey, upsertRetryingOnce } from '../../../lib/duplicate-key';
import { withinReuseInterval } from './refresh-reuse';

const key = (kind: string, id: string) => `${kind}:${id}`;
export const consumptionKey = (kind: string, id: string) => `Consumption:${key(kind, id)}`;
const CONSUMPTION_KEPT_MS = 15 * 24 * 60 * 60 * 1000;
const notExpired = () => ({ $or: [{ expiresAt: { $exists: false } }, { expiresAt: null }, { expiresAt: { $gt: new Date() } }] });

function toPayload(record: ProviderRecord | null): AdapterPayload | undefined {
  if (!record) return undefined;
  return { ...(JSON.parse(record.payload) as AdapterPayload), ...(record.consumed ? { consumed: record.consumed } : {}) };
}

export interface AdapterOptions {
  /**
   * How long a just-rotated refresh token may be used again (REFRESH_TOKEN_REUSE_SECONDS): two
   * refreshes at once are not a theft. 0 = strictly once. See refresh-reuse.ts.
   */
  refreshReuseMs?: number;
}

/** oidc-provider's storage contract (its 7 methods) on MongoDB/FerretDB. */
export class MongoAdapter implements Adapter {
  constructor(
    private readonly kind: string,
    private readonly options: AdapterOptions = {},
  ) {}

  /** Whether a consumed refresh token is still inside its reuse interval (read from its consumption record). */
  private async inReuseInterval(id: string): Promise<boolean> {
    const reuseMs = this.options.refreshReuseMs ?? 0;
    if (this.kind !== 'RefreshToken' || reuseMs <= 0) return false;
    const consumption = await ProviderRecordModel.findById(consumptionKey(this.kind, id), { consumedAt: 1 }).lean<ProviderRecord>();
    return withinReuseInterval(consumption?.consumedAt, new Date(), reuseMs);
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const record: Omit<ProviderRecord, '_id'> = {
      kind: this.kind,
      payload: JSON.stringify(payload),
      ...(payload.accountId && { accountId: payload.accountId }),
      ...(payload.grantId && { grantId: payload.grantId }),
      ...(payload.userCode && { userCode: payload.userCode }),
      ...(payload.uid && { uid: payload.uid }),
      ...(expiresIn > 0 && { expiresAt: new Date(Date.now() + expiresIn * 1000) }),
    };
    await upsertRetryingOnce(() => ProviderRecordModel.replaceOne({ _id: key(this.kind, id) }, record, { upsert: true }));
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const record = await ProviderRecordModel.findOne({ _id: key(this.kind, id), ...notExpired() }).lean<ProviderRecord>();
    // A refresh token rotated moments ago is shown as unused, so a second refresh at the same time
    // is answered instead of being taken for theft (which revokes the grant).
    if (record?.consumed && (await this.inReuseInterval(id))) return toPayload({ ...record, consumed: undefined });
    return toPayload(record);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return toPayload(await ProviderRecordModel.findOne({ kind: this.kind, userCode, ...notExpired() }).lean<ProviderRecord>());
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return toPayload(await ProviderRecordModel.findOne({ kind: this.kind, uid, ...notExpired() }).lean<ProviderRecord>());
  }

  /**
   * Single use under concurrency (RFC 6749 §4.1.2, §10.4): every exchange of a code or rotating
   * refresh token inserts one consumption record with a fixed key, and only the request whose
   * insert succeeds goes on to get tokens. The `consumed` field alone would not do: on FerretDB an
   * update is read-then-write, so ten parallel exchanges all saw "not consumed".
   * A refresh token used again inside its reuse interval is the exception: it passes here, and
   * refresh-reuse.ts hands every such request the same successor token.
   */
  async consume(id: string): Promise<void> {
    const now = new Date();
    const consumed = Math.floor(now.getTime() / 1000);
    try {
      await ProviderRecordModel.create({
        _id: consumptionKey(this.kind, id),
        kind: 'Consumption',
        payload: '{}',
        consumedAt: now,
        // Outlives what it guards (codes live a minute, refresh tokens 14 days); then swept.
        expiresAt: new Date(now.getTime() + CONSUMPTION_KEPT_MS),
      });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      if (await this.inReuseInterval(id)) return;
      throw new errors.InvalidGrant(`${this.kind} already used`);
    }
    await ProviderRecordModel.updateOne({ _id: key(this.kind, id) }, { $set: { consumed } });
  }

  async destroy(id: string): Promise<void> {
    await ProviderRecordModel.deleteOne({ _id: key(this.kind, id) });
  }

  /** Revoking a grant removes every token minted under it (all kinds). */
  async revokeByGrantId(grantId: string): Promise<void> {
    await ProviderRecordModel.deleteMany({ grantId });
  }
}

/** Deletes expired records; FerretDB cannot do it with a TTL index. */
export async function sweepExpiredProviderRecords(now = new Date()): Promise<number> {
  const { deletedCount } = await ProviderRecordModel.deleteMany({ expiresAt: { $lte: now } });
  return deletedCount;
}

/** Signs an account out everywhere: its sessions and every grant (so every refresh token). */
export async function revokeAllGrantsOf(accountId: string): Promise<void> {
  const grants = await ProviderRecordModel.find({ kind: 'Grant', accountId }, { _id: 1 }).lean();
  const grantIds = grants.map((grant) => grant._id.slice('Grant:'.length));
  await ProviderRecordModel.deleteMany({
    $or: [{ grantId: { $in: grantIds } }, { _id: { $in: grants.map((g) => g._id) } }, { kind: 'Session', accountId }],
  });
}
