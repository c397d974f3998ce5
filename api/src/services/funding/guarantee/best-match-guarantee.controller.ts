import type { Request as ExpressRequest } from 'express';
import { Controller, Get, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import type { BestMatchGuarantee } from './best-match-guarantee.types';
import { clientBestMatchGuarantee } from './client-guarantee';

/** The matching guarantee (spec §7 payments): whether the client's next first session is on us. */
@Route('payments/patient')
@Tags('payments')
export class BestMatchGuaranteeController extends Controller {
  /** The signed-in client's own standing: eligible, why not, and until when to claim. */
  @Get('best-match-guarantee')
  @Security('jwt', ['client'])
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(403, 'Not a client')
  public getBestMatchGuarantee(@Request() req: ExpressRequest): Promise<BestMatchGuarantee> {
    return clientBestMatchGuarantee(currentUser(req));
  }
}
