import { closureRefusal, lastServiceAt, lastServiceGivenAt, onAccountClosing, practitionerClosed, removeClosedAccountTraces, sessionsToGive } from './account-closure-steps';

// The steps are module state: each domain registers once at start-up, in startDomains' order.
const removed: string[] = [];
onAccountClosing('sessions', {
  refusal: async (userId) => (userId === 'booked' || userId === 'both' ? 'sessions to come' : undefined),
  lastServiceAt: async (userId) => (userId === 'seen' ? new Date('2025-03-01T00:00:00Z') : undefined),
  sessionsToGive: async (userId) => (userId === 'busy psychologist' ? 3 : 0),
  lastServiceGivenAt: async (userId) => (userId === 'psychologist' ? new Date('2025-04-01T00:00:00Z') : undefined),
});
onAccountClosing('payments', {
  refusal: async (userId) => (userId === 'owing' || userId === 'both' ? 'payment owed' : undefined),
  removeTraces: async (userId) => void removed.push(`cards of ${userId}`),
});
onAccountClosing('funding', {
  lastServiceAt: async (userId) => (userId === 'seen' ? new Date('2025-05-01T00:00:00Z') : undefined),
  removeTraces: async (userId) => void removed.push(`referrers of ${userId}`),
});
onAccountClosing('referrals', {
  lastServiceGivenAt: async (userId) => (userId === 'psychologist' || userId === 'gp' ? new Date('2025-06-01T00:00:00Z') : undefined),
});
onAccountClosing('messaging', { practitionerClosed: async (userId) => void removed.push(`conversations of ${userId}`) });
// Registering again under the same name replaces, so a second startDomains() keeps one step.
onAccountClosing('funding', {
  lastServiceAt: async (userId) => (userId === 'seen' ? new Date('2025-02-01T00:00:00Z') : undefined),
  removeTraces: async (userId) => void removed.push(`referrers of ${userId}`),
});

describe('account closure steps', () => {
  it.each([
    ['free', undefined],
    ['booked', 'sessions to come'],
    ['owing', 'payment owed'],
    // The first registered refusal is the one the client reads.
    ['both', 'sessions to come'],
  ])('%s: refusal %p', async (userId, refusal) => {
    expect(await closureRefusal(userId, new Date())).toBe(refusal);
  });

  it('dates the retention from the latest last service any domain reports', async () => {
    expect(await lastServiceAt('seen')).toEqual(new Date('2025-03-01T00:00:00Z'));
    expect(await lastServiceAt('free')).toBeUndefined();
  });

  it("runs every domain's removal once, in the order registered", async () => {
    await removeClosedAccountTraces('u1', new Date());
    expect(removed).toEqual(['cards of u1', 'referrers of u1']);
  });

  it('counts the sessions a practitioner still has to give across domains', async () => {
    expect(await sessionsToGive('busy psychologist', new Date())).toBe(3);
    expect(await sessionsToGive('gp', new Date())).toBe(0);
  });

  it("dates a practitioner's retention from the latest service any domain reports", async () => {
    expect(await lastServiceGivenAt('psychologist')).toEqual(new Date('2025-06-01T00:00:00Z'));
    expect(await lastServiceGivenAt('nobody')).toBeUndefined();
  });

  it("runs the practitioner's closing steps only when a practitioner closes", async () => {
    removed.length = 0;
    await removeClosedAccountTraces('client', new Date());
    expect(removed).not.toContain('conversations of client');
    removed.length = 0;
    await practitionerClosed('p1', new Date());
    expect(removed).toEqual(['conversations of p1']);
  });
});
