import { standingOf } from './account-standing-words';

describe('standingOf', () => {
  it.each([
    [{ isApproved: true }, 'approved'],
    [{ isApproved: false }, 'awaiting-approval'],
    [{ isApproved: false, declinedAt: new Date() }, 'declined'],
    [{ isApproved: false, suspendedAt: new Date() }, 'suspended'],
    [{ isApproved: true, suspendedAt: new Date() }, 'suspended'],
  ] as const)('%o is %s', (account, standing) => {
    expect(standingOf(account)).toBe(standing);
  });
});
