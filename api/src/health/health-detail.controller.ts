import { Controller, Get, Response, Route, Security, Tags } from '@tsoa/runtime';
import { pingDatabase } from '../db/database';
import { cacheWarnings } from '../lib/cache/fleet-cache';
import type { ProblemBody } from '../http/problem';
import { staleRatesWarnings } from '../services/funding/rates/add-funding-rate';
import type { HealthStatus } from './health.controller';

export interface HealthDetail extends HealthStatus {
  /** What an administrator should act on, e.g. a funder whose newest rates are over 12 months old, or caches not forgotten across API processes. */
  warnings: string[];
}

@Route('health/detail')
@Tags('health')
export class HealthDetailController extends Controller {
  /** The health answer with the warnings only administrators see (200 even with warnings). */
  @Get()
  @Security('jwt', ['administrator'])
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(403, 'Not an administrator')
  @Response<HealthDetail>(503, 'The database does not answer')
  public async getHealthDetail(): Promise<HealthDetail> {
    const database = await pingDatabase();
    const ok = database.state === 'connected';
    this.setStatus(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'unavailable', database, warnings: [...(ok ? await staleRatesWarnings() : []), ...cacheWarnings()] };
  }
}
