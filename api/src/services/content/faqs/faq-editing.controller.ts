import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Post, Put, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { createFaq, listEditableFaqs, moveFaq, publishFaq, readEditableFaq, saveFaq, unpublishFaq } from './faq-editing';
import type { EditableFaq, EditableFaqList, FaqContentRequest, FaqMoveRequest, FaqSaveRequest, FaqVersionRequest } from './faq-editing.types';

/** The console's FAQ editing: the support hub's questions and answers, changed without a deploy. */
@Route('content/admin/faqs')
@Tags('administration')
@Security('jwt', ['administrator'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not an administrator')
export class FaqEditingController extends Controller {
  /** Every FAQ with its state, in the hub's order, and the categories. */
  @Get()
  public listEditableFaqs(): Promise<EditableFaqList> {
    return listEditableFaqs();
  }

  /** Adds an FAQ at the end of the hub, published; its id is a slug of the question. */
  @Post()
  @SuccessResponse(201, 'Added')
  @Response<ProblemBody>(409, 'An FAQ with that slug exists (field question)')
  @Response<ProblemBody>(422, 'A field is missing or not valid (named)')
  public async createFaq(@Body() body: FaqContentRequest, @Request() req: ExpressRequest): Promise<EditableFaq> {
    const faq = await createFaq(currentUser(req), body);
    this.setStatus(201);
    return faq;
  }

  /**
   * One FAQ for editing.
   * @param id its slug, e.g. how-do-i-book
   */
  @Get('{id}')
  @Response<ProblemBody>(404, 'No FAQ with this id')
  public readEditableFaq(@Path() id: string): Promise<EditableFaq> {
    return readEditableFaq(id);
  }

  /** Saves the FAQ; the hub shows it (if published) from the next read. 409 when someone else changed it since `version`. */
  @Put('{id}')
  @Response<ProblemBody>(404, 'No FAQ with this id')
  @Response<ProblemBody>(409, 'Someone else changed the FAQ since it was read')
  @Response<ProblemBody>(422, 'A field is missing or not valid (named)')
  public saveFaq(@Path() id: string, @Body() body: FaqSaveRequest, @Request() req: ExpressRequest): Promise<EditableFaq> {
    return saveFaq(currentUser(req), id, body);
  }

  /** Puts the FAQ on the hub from the next read. */
  @Post('{id}/publish')
  @Response<ProblemBody>(404, 'No FAQ with this id')
  @Response<ProblemBody>(409, 'Someone else changed the FAQ since it was read')
  public publishFaq(@Path() id: string, @Body() body: FaqVersionRequest, @Request() req: ExpressRequest): Promise<EditableFaq> {
    return publishFaq(currentUser(req), id, body.version);
  }

  /** Takes the FAQ off the hub and out of its search from the next read. */
  @Post('{id}/unpublish')
  @Response<ProblemBody>(404, 'No FAQ with this id')
  @Response<ProblemBody>(409, 'Someone else changed the FAQ since it was read')
  public unpublishFaq(@Path() id: string, @Body() body: FaqVersionRequest, @Request() req: ExpressRequest): Promise<EditableFaq> {
    return unpublishFaq(currentUser(req), id, body.version);
  }

  /** Moves the FAQ one place up or down within its category on the hub, from the next read. */
  @Post('{id}/move')
  @Response<ProblemBody>(404, 'No FAQ with this id')
  @Response<ProblemBody>(409, 'Someone else changed the FAQ since it was read')
  @Response<ProblemBody>(422, 'Already first or last in its category (field direction)')
  public moveFaq(@Path() id: string, @Body() body: FaqMoveRequest, @Request() req: ExpressRequest): Promise<EditableFaq> {
    return moveFaq(currentUser(req), id, body);
  }
}
