// The messaging domain's front door: what other domains may use (functions and types, never its models).
export { messagesOfParticipant } from './messages-of-participant';
export type { ParticipantConversation } from './messages-of-participant';
export { registerMessaging } from './register-messaging';
