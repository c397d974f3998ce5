import { checkListingForm, formOfListing, listingStatus, newListingForm, regionOfZone, type ListingForm } from './listing-form';

const filled = (more: Partial<ListingForm> = {}): ListingForm => ({
  ...newListingForm('Australia/Melbourne'),
  ahpraNumber: ' psy0002547611 ',
  bio: 'I work with adults facing anxiety and low mood.',
  qualifications: 'Master of Clinical Psychology\n\n  Bachelor of Psychological Science  \n',
  specialisationIds: [1, 2],
  fees: { 50: '220', 80: '330.50', 20: ' ' },
  ...more,
});

describe('the listing form', () => {
  it('starts a first listing on the practice clock and its state', () => {
    expect(newListingForm('Australia/Perth')).toMatchObject({ timeZone: 'Australia/Perth', state: 'WA', languageIds: [1], therapyTypeIds: [1], isHidden: false, fees: {} });
  });

  it.each([
    ['Australia/Melbourne', 'VIC'],
    ['Australia/Darwin', 'NT'],
    ['Australia/Hobart', 'TAS'],
    ['Pacific/Auckland', 'NZ'],
    ['Australia/Brisbane', 'QLD'],
    ['Somewhere/Else', 'NSW'],
  ])('reads %s as %s', (zone, region) => expect(regionOfZone(zone)).toBe(region));

  it('turns what was typed into the request: AHPRA upper case, one qualification a line, fees in cents, empty lengths left out', () => {
    const checked = checkListingForm(filled());
    expect(checked).toEqual({
      request: expect.objectContaining({
        ahpraNumber: 'PSY0002547611',
        qualifications: ['Master of Clinical Psychology', 'Bachelor of Psychological Science'],
        fees: [
          { durationMinutes: 50, feeCents: 22000 },
          { durationMinutes: 80, feeCents: 33050 },
        ],
        timeZone: 'Australia/Melbourne',
        state: 'VIC',
      }),
    });
    expect('request' in checked && 'gender' in checked.request).toBe(false);
  });

  it.each<[string, Partial<ListingForm>, string, string]>([
    ['a malformed AHPRA number', { ahpraNumber: 'PSY123' }, 'ahpraNumber', 'Enter your AHPRA registration number: PSY and 10 digits, e.g. PSY0001234567.'],
    ['a bio of a few words', { bio: 'Hi there.' }, 'bio', 'Tell clients about yourself in a few sentences (at least 20 characters).'],
    ['no specialisation', { specialisationIds: [] }, 'specialisationIds', 'Choose at least one specialisation.'],
    ['no language', { languageIds: [] }, 'languageIds', 'Choose at least one language.'],
    ['no client type', { therapyTypeIds: [] }, 'therapyTypeIds', 'Choose who you see (at least one client type).'],
    ['no fee at all', { fees: { 50: '' } }, 'fees', 'Enter a fee for at least one session length.'],
    ['a fee that is not an amount', { fees: { 50: '$220' } }, 'fees', 'Enter each fee in dollars, for example 180 or 180.50.'],
    ['a fee in fractions of a cent', { fees: { 50: '220.555' } }, 'fees', 'Enter each fee in dollars, for example 180 or 180.50.'],
  ])('names %s and sends nothing', (_name, change, field, message) => {
    expect(checkListingForm(filled(change))).toEqual({ problems: { [field]: message } });
  });

  it('reads a saved listing back into the form', () => {
    const checked = checkListingForm(filled({ gender: 'Male' }));
    if (!('request' in checked)) throw new Error('the filled form should pass');
    const form = formOfListing({
      ...checked.request,
      psychologistId: 'p-1',
      slug: 'sam-psychologist',
      isApproved: true,
    });
    expect(form).toMatchObject({ qualifications: 'Master of Clinical Psychology\nBachelor of Psychological Science', fees: { 50: '220.00', 80: '330.50' }, gender: 'Male' });
    expect(form).not.toHaveProperty('slug');
  });

  it.each([
    [undefined, 'none'],
    [{ isApproved: false, isHidden: false }, 'awaiting-approval'],
    [{ isApproved: false, isHidden: true }, 'awaiting-approval'],
    [{ isApproved: true, isHidden: true }, 'hidden'],
    [{ isApproved: true, isHidden: false }, 'listed'],
  ])('a listing %j is %s', (listing, status) => expect(listingStatus(listing)).toBe(status));
});
