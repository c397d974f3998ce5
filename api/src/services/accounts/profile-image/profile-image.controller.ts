import { Readable } from 'node:stream';
import type { Request as ExpressRequest } from 'express';
import { Controller, Get, Path, Produces, Put, Request, Response, Route, Security, Tags, UploadedFile } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import { notFound, type ProblemBody } from '../../../http/problem';
import { NO_PHOTO, ownProfileImage, putProfileImage, readProfileImage, type PhotoBytes } from './profile-images';
import type { ProfileImage } from './profile-image.types';

/**
 * Profile photos (spec §7 PUT /profile/{id}/profile-image): any signed-in user (client,
 * psychologist, GP) sets their own; a psychologist's is public because the directory shows it.
 * Bytes are sniffed (JPEG or PNG only) and kept in the files service's store.
 */
@Route('users/profile/{id}/profile-image')
@Tags('profiles')
export class ProfileImageController extends Controller {
  /** Sets the caller's photo (id must be the caller's own; another id is 404). JPEG or PNG by content, at most PROFILE_IMAGE_MAX_BYTES (5 MB). */
  @Put()
  @Security('jwt', [])
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(404, 'Not your profile')
  @Response<ProblemBody>(413, 'The photo is too large')
  @Response<ProblemBody>(422, 'No file, or not a JPEG or PNG')
  public async putProfileImage(@Path() id: string, @Request() req: ExpressRequest, @UploadedFile() file?: Express.Multer.File): Promise<ProfileImage> {
    return putProfileImage(currentUser(req), id, file);
  }

  /** A psychologist's photo, for anyone (the directory shows it). Any other user's photo is 404 here; owners read theirs from …/own. */
  @Get()
  @Produces('image/jpeg')
  @Produces('image/png')
  @Response<ProblemBody>(404, 'No public photo')
  public async getProfileImage(@Path() id: string): Promise<Readable> {
    return this.send(await readProfileImage(id, undefined), 'public, max-age=300');
  }

  /** The caller's own photo, whatever kind of user they are (a client's photo is not public). */
  @Get('own')
  @Security('jwt', [])
  @Produces('image/jpeg')
  @Produces('image/png')
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(404, 'No photo, or not your profile')
  public async getOwnProfileImage(@Path() id: string, @Request() req: ExpressRequest): Promise<Readable> {
    const caller = currentUser(req);
    if (caller.sub !== id) throw notFound(NO_PHOTO);
    return this.send(await readProfileImage(id, caller.sub), 'private, no-store');
  }

  /** The caller's own photo details (type, size, time, URL); 404 when they have none. */
  @Get('details')
  @Security('jwt', [])
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(404, 'No photo, or not your profile')
  public getProfileImageDetails(@Path() id: string, @Request() req: ExpressRequest): Promise<ProfileImage> {
    return ownProfileImage(currentUser(req), id);
  }

  private send({ contentType, bytes }: PhotoBytes, cacheControl: string): Readable {
    this.setHeader('Content-Type', contentType);
    this.setHeader('Content-Length', String(bytes.length));
    this.setHeader('Content-Disposition', `inline; filename="profile.${contentType === 'image/png' ? 'png' : 'jpg'}"`);
    this.setHeader('Cache-Control', cacheControl);
    return Readable.from([bytes]);
  }
}
