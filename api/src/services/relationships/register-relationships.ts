import { registerPartnerReader } from '../accounts';
import { hasConfirmedPartner } from './confirmed-partner';

/** What relationships answers for accounts, registered at start-up: whether a client has a confirmed partner. */
export function registerRelationships(): void {
  registerPartnerReader(hasConfirmedPartner);
}
