import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { heldAnswer, stubFetch, createTestPlatform, renderArea, signedIn, unprocessable, type StubReply } from '@harbour/area-runtime/src/testing';
import type { AuthState } from '@harbour/platform';
import { ProfilePage } from './ProfilePage';

// The network is stubbed at the fetch edge; the SDK, RTK Query and the page are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const pendingPsychologist: AuthState = { status: 'authenticated', user: { sub: 'p-1', userType: 'psychologist', accessToken: 't', expiresAt: Date.now() + 3_600_000, profile: { firstName: 'Pat', isApproved: false } } };
const approvedPsychologist: AuthState = { status: 'authenticated', user: { sub: 'p-1', userType: 'psychologist', accessToken: 't', expiresAt: Date.now() + 3_600_000, profile: { firstName: 'Sam', isApproved: true } } };
const listing = {
  psychologistId: 'p-1',
  slug: 'sam-psychologist',
  isApproved: true,
  psychologistType: 'Clinical psychologist',
  ahpraNumber: 'PSY0002547611',
  bio: 'I work with adults facing anxiety and low mood.',
  qualifications: ['Master of Clinical Psychology'],
  specialisationIds: [1],
  treatmentModalityIds: [],
  languageIds: [1],
  therapyTypeIds: [1],
  fundingAccepted: ['Medicare'],
  partnerReferrerIds: [],
  fees: [{ durationMinutes: 50, feeCents: 22000 }],
  timeZone: 'Australia/Melbourne',
  state: 'VIC',
  messagingEnabled: true,
  isHidden: false,
};

function renderPage(auth: AuthState, routes: Record<string, StubReply | ((call: { body: unknown }) => StubReply | Promise<StubReply>)>) {
  network = stubFetch({
    'GET /api/sessions/psychologist/availability': { status: 200, body: { psychologistId: 'p-1', isSet: true, timeZone: 'Australia/Perth', weekly: [], overrides: [], timeOff: [], durationsOffered: [50], bufferMinutes: 10, minimumNoticeHours: 12, horizonDays: 56, isAvailableForNewClients: true } },
    'GET /api/users/specialisations': { status: 200, body: [{ specialisationId: 1, name: 'Anxiety' }, { specialisationId: 2, name: 'Depression' }] },
    'GET /api/users/treatment-modalities': { status: 200, body: [{ treatmentModalityId: 1, name: 'Cognitive Behavioural Therapy (CBT)' }] },
    'GET /api/users/languages': { status: 200, body: [{ languageId: 1, name: 'English', code: 'en' }] },
    'GET /api/users/therapy-types': { status: 200, body: [{ therapyTypeId: 1, name: 'Individual', isCouples: false, isUnder16Type: false, sortOrder: 1 }] },
    'GET /api/users/timezones': { status: 200, body: [{ timezoneId: 'Australia/Perth', countryId: 'AUS', name: 'Perth (AWST)' }, { timezoneId: 'Australia/Melbourne', countryId: 'AUS', name: 'Melbourne (AEST/AEDT)' }] },
    ...routes,
  });
  const platform = createTestPlatform(auth);
  renderArea(<ProfilePage />, { route: '/psychologists/account/profile' });
  return platform;
}
const puts = () => network.calls.filter((c) => c.method === 'PUT' && c.path.endsWith('/directory'));

describe('a psychologist’s own directory listing', () => {
  it('lets a psychologist awaiting approval create one, and says it is not public yet', async () => {
    const platform = renderPage(pendingPsychologist, {
      'GET /api/users/profile/psychologist/directory': { status: 404, body: { status: 404, title: 'Not Found', detail: 'You have no directory listing yet.' } },
      'PUT /api/users/profile/psychologist/directory': ({ body }) => ({ status: 200, body: { ...(body as object), psychologistId: 'p-1', slug: 'pat-pending', isApproved: false } }),
    });
    expect(await screen.findByText(/Prepare it below while Harbour checks your registration/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Where you practise' })).toHaveValue('WA'); // from the practice clock
    fireEvent.click(screen.getByRole('button', { name: 'Create my listing' }));
    expect(await screen.findByText(/Nothing was saved\. AHPRA registration number: Enter your AHPRA registration number/)).toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('AHPRA registration number'), { target: { value: 'PSY0002199031' } });
    fireEvent.change(screen.getByLabelText('About you'), { target: { value: 'I help teenagers and parents through anxiety.' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Anxiety' }));
    fireEvent.change(screen.getByRole('textbox', { name: '50 minutes' }), { target: { value: '190' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my listing' }));
    expect(await screen.findByText('Your listing is saved but not public yet: it shows in the directory once Harbour approves your account.')).toBeInTheDocument();
    expect(puts()[0].body).toMatchObject({ ahpraNumber: 'PSY0002199031', specialisationIds: [1], fees: [{ durationMinutes: 50, feeCents: 19000 }], timeZone: 'Australia/Perth', state: 'WA', isHidden: false });
    expect(platform.toasts.show).toHaveBeenCalledWith({ type: 'success', message: 'Listing created.' });
    expect(screen.queryByText(/taking new clients/)).toBeNull(); // settings are not theirs until approved
  });

  it('edits a public listing, links to it, and names a field the API refuses without losing the text', async () => {
    renderPage(approvedPsychologist, {
      'GET /api/users/profile/psychologist/directory': { status: 200, body: listing },
      'PUT /api/users/profile/psychologist/directory': unprocessable({ ahpraNumber: 'This AHPRA number is registered to someone else.' }),
    });
    expect(await screen.findByText('Your listing is public: clients and GPs find you in the directory.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your listing as clients do' })).toHaveAttribute('href', '/online-psychologists/sam-psychologist');
    expect(await screen.findByText(/The directory shows you as taking new clients/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('About you'), { target: { value: 'A new bio about how I work with adults.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save listing' }));
    expect(await screen.findByText('Nothing was saved. AHPRA registration number: This AHPRA number is registered to someone else.')).toBeInTheDocument();
    expect(screen.getByLabelText('AHPRA registration number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('About you')).toHaveValue('A new bio about how I work with adults.');
  });

  it('shows the photo and the form together: a photo arriving later would move the form under a pressing finger', async () => {
    const photo = heldAnswer({ status: 200, body: { url: 'https://images.example/sam.jpg' } });
    renderPage(approvedPsychologist, {
      'GET /api/users/profile/psychologist/directory': { status: 200, body: listing },
      'GET /api/users/profile/p-1/profile-image/details': photo.route,
    });
    // The listing has answered, but the page waits for the photo above the form.
    await waitFor(() => expect(network.calls.some((c) => c.path.endsWith('/directory'))).toBe(true));
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your directory listing');
    expect(screen.queryByRole('button', { name: 'Save listing' })).toBeNull();

    await photo.release();
    expect(await screen.findByRole('img', { name: 'Your directory photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save listing' })).toBeInTheDocument();
  });

  it('asks someone signed out to sign in, and sends anyone else to their own account', async () => {
    const platform = renderPage({ status: 'unauthenticated' }, {});
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(platform.signIn).toHaveBeenCalledWith({ returnTo: '/psychologists/account/profile' });
    network.restore();
    renderPage(signedIn('Alex', 'client'), {});
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
    await waitFor(() => expect(network.calls.filter((c) => c.path.endsWith('/directory'))).toHaveLength(0));
  });
});
