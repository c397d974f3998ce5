import { formOf, requestOf } from './profile-form';

describe('profile form', () => {
  const profile = {
    userId: 'u',
    email: 'a@b.c',
    isApproved: true,
    userType: 'client' as const,
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1990-04-23',
    nextOfKin: { name: 'Byron', nextOfKinId: 3, phone: '0400 000 000' },
    languageId: 1,
    timezoneId: 'Australia/Perth',
  };

  it('round-trips a profile into the PUT body', () => {
    expect(requestOf(formOf(profile))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1990-04-23',
      nextOfKin: { name: 'Byron', nextOfKinId: 3, phone: '0400 000 000' },
      languageId: 1,
      timezoneId: 'Australia/Perth',
    });
  });

  it('leaves blanks out, and sends a half-filled next of kin so the API can name what is missing', () => {
    const form = { ...formOf(profile), dateOfBirth: ' ', kinName: 'Byron', kinPhone: '', kinRelationship: '' };
    const body = requestOf(form);
    expect(body).not.toHaveProperty('dateOfBirth');
    expect(body.nextOfKin).toEqual({ name: 'Byron', phone: '', nextOfKinId: 0 });
  });
});
