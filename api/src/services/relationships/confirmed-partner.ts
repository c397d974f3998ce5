import { RelationshipModel } from './relationship.model';

/** Whether the client is in a confirmed couples relationship (either side); equality reads only. */
export async function hasConfirmedPartner(clientId: string): Promise<boolean> {
  const [started, invited] = await Promise.all([
    RelationshipModel.find({ initiatorUserId: clientId }, { status: 1 }).lean(),
    RelationshipModel.find({ inviteeUserId: clientId }, { status: 1 }).lean(),
  ]);
  return [...started, ...invited].some((r) => r.status === 'Confirmed');
}
