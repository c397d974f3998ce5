import { Controller, Get, Route, Tags, Response } from '@tsoa/runtime';
import { pingDatabase, type DatabaseStatus } from '../db/database';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/database-unavailable';
import { isDraining } from './draining';

export interface HealthStatus {
  status: 'ok' | 'unavailable';
  database: DatabaseStatus;
}

export interface LivenessStatus {
  status: 'ok';
}

export interface ReadinessStatus {
  /** `draining`: shutting down after SIGTERM; `unavailable`: the database does not answer. */
  status: 'ready' | 'draining' | 'unavailable';
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

  /** Liveness: 200 whenever the process answers at all (restart it only when this fails). Asks nothing else. */
  @Get('live')
  public getLiveness(): LivenessStatus {
    return { status: 'ok' };
  }

  /**
   * Readiness: 200 when this process should get traffic; 503 with Retry-After while the database
   * does not answer or the process is draining after SIGTERM (send requests elsewhere, do not restart it).
   */
  @Get('ready')
  @Response<ReadinessStatus>(503, 'Draining, or the database does not answer')
  public async getReadiness(): Promise<ReadinessStatus> {
    const status = isDraining() ? 'draining' : (await pingDatabase()).state === 'connected' ? 'ready' : 'unavailable';
    if (status !== 'ready') {
      this.setStatus(503);
      this.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    }
    return { status };
  }
}
