import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Delete, Get, Patch, Path, Post, Put, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { deleteCard, listCards, savePaymentMethod, setPrimaryCard, updateCard } from './cards';
import type { PatientCards, PatientPaymentSettings, PaymentCard, SavedPaymentMethod, SavePaymentMethodRequest, UpdateCardRequest, UpdatePatientPaymentRequest } from './cards.types';

/** Saving a card (SetupIntent, off-session use). Never a card number: a Stripe payment method id. */
@Route('payments/sessions/payment-method')
@Tags('payments')
@Security('jwt', ['client'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a client')
@Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
@Response<ProblemBody>(503, 'Card payments are not configured')
export class PaymentMethodController extends Controller {
  @Post()
  @SuccessResponse(201, 'Saved')
  public async savePaymentMethod(@Body() body: SavePaymentMethodRequest, @Request() req: ExpressRequest): Promise<SavedPaymentMethod> {
    const saved = await savePaymentMethod(currentUser(req), body);
    this.setStatus(201);
    return saved;
  }
}

/** The client's cards and default card. */
@Route('payments/patient')
@Tags('payments')
@Security('jwt', ['client'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a client')
@Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
export class PatientCardsController extends Controller {
  @Get('cards')
  public getPatientCards(@Request() req: ExpressRequest): Promise<PatientCards> {
    return listCards(currentUser(req));
  }

  /** Renames a card or corrects its expiry. */
  @Put('cards/{id}')
  @Response<ProblemBody>(404, 'Not your card')
  public updatePatientCard(@Path() id: string, @Body() body: UpdateCardRequest, @Request() req: ExpressRequest): Promise<PaymentCard> {
    return updateCard(currentUser(req), id, body);
  }

  @Delete('cards/{id}')
  @SuccessResponse(204, 'Removed')
  @Response<ProblemBody>(404, 'Not your card')
  @Response<ProblemBody>(503, 'Card payments are not configured')
  public async deletePatientCard(@Path() id: string, @Request() req: ExpressRequest): Promise<void> {
    await deleteCard(currentUser(req), id);
    this.setStatus(204);
  }

  /** Sets the card charged by default. */
  @Patch()
  public updatePatientPaymentSettings(@Body() body: UpdatePatientPaymentRequest, @Request() req: ExpressRequest): Promise<PatientPaymentSettings> {
    return setPrimaryCard(currentUser(req), body.primaryPaymentMethodId);
  }
}
