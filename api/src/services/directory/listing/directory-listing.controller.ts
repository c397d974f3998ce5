import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Put, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { getDirectoryListing, saveDirectoryListing } from './directory-listing';
import type { DirectoryListing, DirectoryListingInput } from './directory.types';

export interface SaveDirectoryListingRequest extends DirectoryListingInput {
  /**
   * Medicare provider number; omit to keep the one on the profile.
   * @maxLength 20
   */
  providerNumber?: string;
}

/**
 * A psychologist's own directory listing. They may edit it before approval; it shows in the
 * directory once an administrator approves the account (users/admin) and while it is not hidden.
 */
@Route('users/profile/psychologist/directory')
@Tags('directory')
@Security('jwt', ['psychologist'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a psychologist')
export class DirectoryListingController extends Controller {
  @Get()
  @Response<ProblemBody>(404, 'No listing yet')
  public getDirectoryListing(@Request() req: ExpressRequest): Promise<DirectoryListing> {
    return getDirectoryListing(currentUser(req).sub);
  }

  @Put()
  @Response<ProblemBody>(404, 'No psychologist profile')
  @Response<ProblemBody>(422, 'A field is not valid (fields names each)')
  public saveDirectoryListing(@Body() body: SaveDirectoryListingRequest, @Request() req: ExpressRequest): Promise<DirectoryListing> {
    return saveDirectoryListing(currentUser(req).sub, body);
  }
}
