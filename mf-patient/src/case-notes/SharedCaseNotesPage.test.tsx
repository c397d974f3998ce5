import { screen } from '@testing-library/react';
import { stubFetch, createTestPlatform, renderArea, signedIn } from '@harbour/area-runtime/src/testing';
import { SharedCaseNotesPage } from './SharedCaseNotesPage';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the page are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

describe('case notes shared with the client', () => {
  it('shows each shared part under its session and psychologist', async () => {
    network = stubFetch({
      'GET /api/sessions/patient/case-notes': {
        status: 200,
        body: { notes: [{ noteId: 'n-1', sessionId: 's-1', sessionStartsAt: '2026-11-10T23:00:00Z', psychologistName: 'Sam Psychologist', sharedText: 'Keep the sleep diary.', sharedAt: '2026-11-11T01:00:00Z' }] },
      },
    });
    createTestPlatform(signedIn('Alex', 'client'));
    renderArea(<SharedCaseNotesPage />, { route: '/account/case-notes' });
    expect(await screen.findByText('Keep the sleep diary.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /with Sam Psychologist/ })).toBeInTheDocument();
  });

  it('says when nothing is shared yet', async () => {
    network = stubFetch({ 'GET /api/sessions/patient/case-notes': { status: 200, body: { notes: [] } } });
    createTestPlatform(signedIn('Alex', 'client'));
    renderArea(<SharedCaseNotesPage />, { route: '/account/case-notes' });
    expect(await screen.findByText('Nothing has been shared with you yet.')).toBeInTheDocument();
  });
});
