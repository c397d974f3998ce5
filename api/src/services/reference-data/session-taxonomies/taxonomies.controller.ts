import { Controller, Get, Path, Request, Response, Route, Tags } from '@tsoa/runtime';
import type { Request as ExpressRequest } from 'express';
import { notFound, type ProblemBody } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { sendTaxonomy } from '../../../reference-data/send-cached';
import { findTaxonomyItem, listTaxonomy } from '../../../reference-data/taxonomy.repository';
import type { Reason, ReferralDocumentType, SessionTypeOption, SessionTypeReportReason } from './data';

/** The sessions service's taxonomies (spec §7 Sessions), answered from memory (reference-data cache). */
@Route('sessions')
@Tags('taxonomies')
export class SessionTaxonomiesController extends Controller {
  @Get('referral-document-types')
  public getReferralDocumentTypes(@Request() req: ExpressRequest): Promise<ReferralDocumentType[]> {
    return sendTaxonomy(req, 'referral-document-types');
  }

  @Get('practitioner-cancellation-reasons')
  public getPractitionerCancellationReasons(@Request() req: ExpressRequest): Promise<Reason[]> {
    return sendTaxonomy(req, 'practitioner-cancellation-reasons');
  }

  @Get('reschedule-reasons')
  public getRescheduleReasons(@Request() req: ExpressRequest): Promise<Reason[]> {
    return sendTaxonomy(req, 'reschedule-reasons');
  }

  @Get('patient-note-deleted-reasons')
  public getPatientNoteDeletedReasons(@Request() req: ExpressRequest): Promise<Reason[]> {
    return sendTaxonomy(req, 'patient-note-deleted-reasons');
  }

  /** @param id The session type the report is about (see the session type options). */
  @Get('session-type-report-reasons/{id}')
  @Response<ProblemBody>(404, 'No such session type')
  @Response<ProblemBody>(422, 'Not a session type id')
  public async getSessionTypeReportReasons(@Path() id: string): Promise<SessionTypeReportReason[]> {
    if (!/^[1-9]\d{0,8}$/.test(id)) throw invalidField('id', 'must be a positive whole number');
    const sessionTypeId = Number(id);
    const sessionType = await findTaxonomyItem<SessionTypeOption>('session-type-options', { sessionTypeId });
    if (!sessionType) throw notFound(`No session type with id ${sessionTypeId}.`);
    return listTaxonomy('session-type-report-reasons', { sessionTypeId });
  }
}
