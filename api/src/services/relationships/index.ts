// The relationships domain's front door: what other domains may use (functions and types, never its models).
export { hasConfirmedPartner } from './confirmed-partner';
export { registerRelationships } from './register-relationships';
