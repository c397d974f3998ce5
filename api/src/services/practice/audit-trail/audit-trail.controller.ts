import type { Request as ExpressRequest } from 'express';
import { Controller, Get, Path, Query, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { patientAuditTrail, queryAuditEvents } from './audit-trail';
import type { AuditTrail } from './audit-trail.types';

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

  /** Administrator: events for a patient or by an actor, optionally between two instants. */
  @Get('admin/audit-events')
  @Security('jwt', ['administrator'])
  @Response<ProblemBody>(422, 'Neither patientId nor actorId given')
  public async queryAuditEvents(@Query() patientId?: string, @Query() actorId?: string, @Query() from?: Date, @Query() to?: Date): Promise<AuditTrail> {
    return { events: await queryAuditEvents({ patientId, actorId, from, to }) };
  }
}
