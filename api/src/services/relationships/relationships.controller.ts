import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Delete, Get, Path, Post, Query, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../auth/authenticated-user';
import type { ProblemBody } from '../../http/problem';
import type { AccountSearchResult, InitiateRelationshipRequest, InviteeCreated, InviteeRequest, Relationship, RelationshipList } from './relationship.types';
import { searchAccounts } from './account-search';
import { invitePartner } from './invite-by-email';
import { confirmRelationship, deactivateRelationship, initiateRelationship, listRelationships } from './relationships';

/** Couples (spec §3 Relationship, §7): a client invites a partner, who confirms; either may end it. */
@Route('users')
@Tags('relationships')
@Security('jwt', ['client'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a client')
export class RelationshipsController extends Controller {
  /** Finds your linked partner by exact email; any other address answers an empty list, account or not. */
  @Get('accounts/search')
  @Response<ProblemBody>(422, 'Not an email address')
  @Response<ProblemBody>(429, 'Too many searches')
  public searchAccounts(@Request() req: ExpressRequest, @Query() email?: string): Promise<AccountSearchResult> {
    return searchAccounts(currentUser(req), email);
  }

  /**
   * Invites a partner by email, with their name as you know it. The same answer whether or not the
   * address has an account: a client with it accepts in their account, anyone else is emailed a
   * link to join (a partial account, /signup/{partialAccountId}). You see their name once they accept.
   */
  @Post('partial-accounts/invitee')
  @SuccessResponse(201, 'Invited')
  @Response<ProblemBody>(409, 'An invitation to this address is already waiting')
  @Response<ProblemBody>(422, 'A field is missing or not valid')
  @Response<ProblemBody>(429, 'Too many invitations (per inviter or per address)')
  public async invitePartnerByEmail(@Body() body: InviteeRequest, @Request() req: ExpressRequest): Promise<InviteeCreated> {
    const created = await invitePartner(currentUser(req), body);
    this.setStatus(201);
    return created;
  }

  /** Links again with a former partner, by their user id (one active relationship per pair). */
  @Post('relationships/initiate')
  @SuccessResponse(201, 'Initiated')
  @Response<ProblemBody>(404, 'Not a former partner of yours')
  @Response<ProblemBody>(429, 'Too many invitations')
  @Response<ProblemBody>(409, 'Already linked with this person')
  @Response<ProblemBody>(422, 'A field is missing or not valid')
  public async initiateRelationship(@Body() body: InitiateRelationshipRequest, @Request() req: ExpressRequest): Promise<Relationship> {
    const relationship = await initiateRelationship(currentUser(req), body);
    this.setStatus(201);
    return relationship;
  }

  /** The invitee accepts. */
  @Post('relationships/{relationshipId}/confirm')
  @Response<ProblemBody>(404, 'Not an invitation to you')
  @Response<ProblemBody>(409, 'Already confirmed or withdrawn')
  public confirmRelationship(@Path() relationshipId: string, @Request() req: ExpressRequest): Promise<Relationship> {
    return confirmRelationship(currentUser(req), relationshipId);
  }

  /** Either partner ends the relationship (or withdraws the invitation). */
  @Delete('relationships/{relationshipId}/deactivate')
  @SuccessResponse(204, 'Deactivated')
  @Response<ProblemBody>(404, 'Not your relationship')
  public async deactivateRelationship(@Path() relationshipId: string, @Request() req: ExpressRequest): Promise<void> {
    await deactivateRelationship(currentUser(req), relationshipId);
    this.setStatus(204);
  }

  /** The client's own relationships (patientId must be the caller's id). */
  @Get('patients/{patientId}/relationships')
  @Response<ProblemBody>(404, 'Not your patient id')
  public listPatientRelationships(@Path() patientId: string, @Request() req: ExpressRequest): Promise<RelationshipList> {
    return listRelationships(currentUser(req), patientId);
  }
}
