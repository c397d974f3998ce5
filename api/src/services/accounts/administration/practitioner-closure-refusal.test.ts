import { sessionsToGiveRefusal } from './practitioner-closure-refusal';

describe('sessionsToGiveRefusal', () => {
  it.each([
    ['Sam Psychologist', 3, 'Sam Psychologist has 3 sessions to come. Cancel them (the clients are told and refunded) or ask the psychologist to, then close the account.'],
    ['Kai Psychologist', 1, 'Kai Psychologist has 1 session to come. Cancel it (the client is told and refunded) or ask the psychologist to, then close the account.'],
    ['Noa Psychologist', 12, 'Noa Psychologist has 12 sessions to come. Cancel them (the clients are told and refunded) or ask the psychologist to, then close the account.'],
  ])('%s with %i', (name, count, message) => {
    expect(sessionsToGiveRefusal(name, count)).toBe(message);
  });
});
