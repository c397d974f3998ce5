import { act, screen, waitFor } from '@testing-library/react';
import { createTestPlatform, heldAnswer, renderArea, signedIn, stubFetch } from '@harbour/area-runtime/src/testing';
import { Route, Routes } from '@harbour/router';
import { PatientPage } from './PatientPage';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the page are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const PROFILE = {
  patientId: 'c-1',
  firstName: 'Alex',
  lastName: 'Client',
  treatmentStatusId: 1,
  treatmentStatusName: 'Active',
  sessions: [{ sessionId: 's-1', startsAt: '2026-11-20T01:00:00.000Z', durationMinutes: 50, sessionType: 'Medicare', sessionStatus: 'Completed' }],
  dass21: [],
  medicareReferrals: [],
  intakeAnswers: [],
};

describe('a patient record', () => {
  it('shows the parts below the sessions together, once their code and reads are there: the review request does not move under a press', async () => {
    const files = heldAnswer({ status: 200, body: { patientId: 'c-1', sharedFiles: [], privateFiles: [] } });
    network = stubFetch({
      'GET /api/users/psychologist/patients/c-1/profile': { status: 200, body: PROFILE },
      'GET /api/users/patients/c-1/notes': { status: 200, body: { notes: [] } },
      'GET /api/files/psychologist/patient-files': files.route,
    });
    createTestPlatform(signedIn('Sam', 'psychologist'));
    renderArea(
      <Routes>
        <Route path="/psychologists/account/patient/:pId" element={<PatientPage />} />
      </Routes>,
      { route: '/psychologists/account/patient/c-1' },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Client' })).toBeInTheDocument();
    // Everything else has answered; the files have not: the parts stay hidden, one Loading says so.
    await waitFor(() => expect(network.calls.some((call) => call.path === '/api/users/patients/c-1/notes')).toBe(true));
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the rest of the record');
    expect(screen.queryByRole('form', { name: 'Ask the GP for a review' })).not.toBeInTheDocument();

    await files.release();
    expect(await screen.findByRole('form', { name: 'Ask the GP for a review' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Medicare referral' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the rest of the record')).not.toBeInTheDocument();
  });
});
