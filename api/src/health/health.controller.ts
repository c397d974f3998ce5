import { Controller, Get, Route, Tags, Response } from '@tsoa/runtime';
import { pingDatabase, type DatabaseStatus } from '../db/database';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/database-unavailable';

export interface HealthStatus {
  status: 'ok' | 'unavailable';
  database: DatabaseStatus;
}

@Route('health')
@Tags('health')
export class HealthController extends Controller {
  /** 200 only when the database answers a ping now; 503 otherwise (the process stays up). */
  @Get()
  @Response<HealthStatus>(503, 'The database does not answer')
  public async getHealth(): Promise<HealthStatus> {
    const database = await pingDatabase();
    const ok = database.state === 'connected';
    this.setStatus(ok ? 200 : 503);
    if (!ok) this.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return { status: ok ? 'ok' : 'unavailable', database };
  }
}
