import type { Request as ExpressRequest } from 'express';
import { Controller, Get, Path, Query, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { patientAuditTrail } from './audit-trail';
import { exportAuditTrail, searchAuditTrail } from './audit-search';
import type { AdminAuditPage, AuditTrail } from './audit-trail.types';

/** Who read or changed a patient's clinical records (domain.md: who, role, UTC time, action, record). */
@Route('users')
@Tags('audit trail')
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not allowed')
export class AuditTrailController extends Controller {
  @Get('psychologist/patients/{id}/audit-trail')
  @Security('jwt', ['psychologist'])
  @Response<ProblemBody>(404, 'Not a patient of this psychologist')
  public async getPatientAuditTrail(@Path() id: string, @Request() req: ExpressRequest): Promise<AuditTrail> {
    return { events: await patientAuditTrail(currentUser(req), id) };
  }

  /**
   * Administrator: the trail searched by patient and actor (each an id or an email) and Sydney
   * dates, newest first, 50 a page. Metadata only; the search is itself audited.
   */
  @Get('admin/audit-events')
  @Security('jwt', ['administrator'])
  @Response<ProblemBody>(422, 'A date is not YYYY-MM-DD, the range is backwards, an email has no account, or the page is not a whole number from 1')
  public searchAuditTrail(
    @Request() req: ExpressRequest,
    @Query() patient?: string,
    @Query() actor?: string,
    @Query() fromDate?: string,
    @Query() toDate?: string,
    @Query() page?: number,
  ): Promise<AdminAuditPage> {
    return searchAuditTrail(currentUser(req), { patient, actor, fromDate, toDate, page });
  }

  /**
   * Administrator: every event the search finds (at most 10,000, newest first), for the CSV
   * download; a data export, so it needs a fresh authenticator code (step-up); audited.
   */
  @Get('admin/audit-events/export')
  @Security('jwt', ['administrator', 'step-up'])
  @Response<ProblemBody>(422, 'A date is not YYYY-MM-DD, the range is backwards, or an email has no account')
  public exportAuditTrail(
    @Request() req: ExpressRequest,
    @Query() patient?: string,
    @Query() actor?: string,
    @Query() fromDate?: string,
    @Query() toDate?: string,
  ): Promise<AdminAuditPage> {
    return exportAuditTrail(currentUser(req), { patient, actor, fromDate, toDate });
  }
}
