import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Post, Put, Query, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../auth/authenticated-user';
import type { ProblemBody } from '../../http/problem';
import type { CreateGpRequest, GeneralPractitioner, GpSearchResults, UpdateGpRequest } from './gp-record.types';
import { createGp, getGp, updateGp } from './save-gp';
import { searchGps, searchGpsByProviderNumber } from './search-gps';

/** The GP directory (spec §7 GP calls): GPs who use Harbour and GPs a client or psychologist adds. */
@Route('users')
@Tags('gps')
export class GpsController extends Controller {
  /** GPs by name, practice or suburb (typeahead: every word a prefix). */
  @Get('gps/search')
  @Security('jwt', ['client', 'psychologist', 'gp', 'administrator'])
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(422, 'q has no word of 2 letters')
  public searchGps(@Query() q?: string): Promise<GpSearchResults> {
    return searchGps(q);
  }

  /** The GP with this Medicare provider number (check character checked). */
  @Get('gps/search-extended')
  @Security('jwt', ['client', 'psychologist', 'gp', 'administrator'])
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(422, 'Not a valid provider number')
  public searchGpsByProviderNumber(@Query() providerNumber?: string): Promise<GpSearchResults> {
    return searchGpsByProviderNumber(providerNumber);
  }

  /** Adds a GP; one record per provider number. */
  @Post('gps')
  @Security('jwt', ['client', 'psychologist', 'gp', 'administrator'])
  @SuccessResponse(201, 'Created')
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(409, 'A GP with this provider number is already listed')
  @Response<ProblemBody>(422, 'A field is missing or not valid')
  public async createGp(@Body() body: CreateGpRequest, @Request() req: ExpressRequest): Promise<GeneralPractitioner> {
    const gp = await createGp(currentUser(req), body);
    this.setStatus(201);
    return gp;
  }

  /** Corrects a GP's details: whoever added them, the GP, or an administrator. */
  @Put('gps/{gpId}')
  @Security('jwt', ['client', 'psychologist', 'gp', 'administrator'])
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(403, 'Neither who added this GP, the GP, nor an administrator')
  @Response<ProblemBody>(404, 'No such GP')
  @Response<ProblemBody>(409, 'Another GP has this provider number')
  @Response<ProblemBody>(422, 'A field is missing or not valid')
  public updateGp(@Path() gpId: string, @Body() body: UpdateGpRequest, @Request() req: ExpressRequest): Promise<GeneralPractitioner> {
    return updateGp(currentUser(req), gpId, body);
  }

  /** One GP, for practitioners writing to them. */
  @Get('practitioner/gps/{gpId}')
  @Security('jwt', ['psychologist', 'gp', 'administrator'])
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(403, 'Not a practitioner')
  @Response<ProblemBody>(404, 'No such GP')
  public getPractitionerGp(@Path() gpId: string): Promise<GeneralPractitioner> {
    return getGp(gpId);
  }
}
