import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Delete, Get, Post, Put, Query, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { listEditableContent, previewContent, publishContent, readEditableContent, saveContentDraft, unpublishContent } from './content-editing';
import type {
  ContentDraftRequest,
  ContentPreview,
  ContentPreviewRequest,
  ContentVersionRequest,
  EditableContent,
  EditableContentList,
  NewRedirectRequest,
  RedirectList,
  RedirectRow,
} from './content-editing.types';
import { addRedirect, listRedirects, removeRedirect } from './content-redirects';

/** The console's content editing: pages, articles and authors as Markdown, and redirects. */
@Route('content/admin')
@Tags('administration')
@Security('jwt', ['administrator'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not an administrator')
export class ContentEditingController extends Controller {
  /**
   * Every page, article and author with its state.
   * @param kind page, section, article or author
   * @param state published or unpublished
   */
  @Get('pages')
  @Response<ProblemBody>(422, 'kind or state is not one of its values')
  public listEditableContent(@Query() kind?: string, @Query() state?: string): Promise<EditableContentList> {
    return listEditableContent(kind, state);
  }

  /**
   * One page for editing: its Markdown (the saved draft if there is one).
   * @param path the site path, e.g. /media/starting-therapy-online
   */
  @Get('page')
  @Response<ProblemBody>(404, 'No page at this path')
  public readEditableContent(@Query() path: string): Promise<EditableContent> {
    return readEditableContent(path);
  }

  /** Saves a draft; the public site keeps showing what is published. 409 when someone else changed it since `version`. */
  @Put('page')
  @Response<ProblemBody>(404, 'No page at this path')
  @Response<ProblemBody>(409, 'Someone else changed the page since it was read')
  @Response<ProblemBody>(422, 'A field is missing or not valid')
  public saveContentDraft(@Query() path: string, @Body() body: ContentDraftRequest, @Request() req: ExpressRequest): Promise<EditableContent> {
    return saveContentDraft(currentUser(req), path, body);
  }

  /** The Markdown rendered and sanitised exactly as the public site does. */
  @Post('preview')
  public previewContent(@Body() body: ContentPreviewRequest): ContentPreview {
    return previewContent(body.markdown);
  }

  /** Publishes the saved draft; the public page shows it from the next read. */
  @Post('page/publish')
  @Response<ProblemBody>(404, 'No page at this path')
  @Response<ProblemBody>(409, 'Someone else changed the page since it was read')
  public publishContent(@Query() path: string, @Body() body: ContentVersionRequest, @Request() req: ExpressRequest): Promise<EditableContent> {
    return publishContent(currentUser(req), path, body.version);
  }

  /** Takes the page down: the public site answers "not found" for it. */
  @Post('page/unpublish')
  @Response<ProblemBody>(404, 'No page at this path')
  @Response<ProblemBody>(409, 'Someone else changed the page since it was read')
  public unpublishContent(@Query() path: string, @Body() body: ContentVersionRequest, @Request() req: ExpressRequest): Promise<EditableContent> {
    return unpublishContent(currentUser(req), path, body.version);
  }

  @Get('redirects')
  public listRedirects(): Promise<RedirectList> {
    return listRedirects();
  }

  /** Adds a redirect between two site paths: no loops, not from a published page. */
  @Post('redirects')
  @SuccessResponse(201, 'Added')
  @Response<ProblemBody>(409, 'That path already redirects')
  @Response<ProblemBody>(422, 'path or target is not valid (named)')
  public async addRedirect(@Body() body: NewRedirectRequest, @Request() req: ExpressRequest): Promise<RedirectRow> {
    const row = await addRedirect(currentUser(req), body);
    this.setStatus(201);
    return row;
  }

  /**
   * Removes a redirect.
   * @param path the path that redirects, e.g. /old-page
   */
  @Delete('redirects')
  @SuccessResponse(204, 'Removed')
  @Response<ProblemBody>(404, 'No redirect from this path')
  public async removeRedirect(@Query() path: string, @Request() req: ExpressRequest): Promise<void> {
    await removeRedirect(currentUser(req), path);
    this.setStatus(204);
  }
}
