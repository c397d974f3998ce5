import { invalidPreference } from './psychologist-preferences';

describe('invalidPreference', () => {
  it.each([
    ['all three booleans', { bookingChanges: true, messageNotifications: false, newReferrals: true }, undefined],
    ['nothing', undefined, 'notificationPreferences'],
    ['a string', 'yes', 'notificationPreferences'],
    ['a missing choice', { bookingChanges: true, messageNotifications: false }, 'notificationPreferences.newReferrals'],
    ['a string choice', { bookingChanges: 'true', messageNotifications: false, newReferrals: true }, 'notificationPreferences.bookingChanges'],
    ['an unknown choice', { bookingChanges: true, messageNotifications: false, newReferrals: true, fax: true }, 'notificationPreferences.fax'],
  ])('%s → %s', (_, prefs, field) => expect(invalidPreference(prefs)).toBe(field));
});
