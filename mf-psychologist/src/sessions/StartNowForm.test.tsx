import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch, createTestPlatform, renderArea, sessionDetails, signedIn } from '@harbour/area-runtime/src/testing';
import { StartNowForm } from './StartNowForm';

// The network is stubbed at the fetch edge; the SDK, RTK Query and the form are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const started = (sentBy: string[]) => ({
  session: sessionDetails(new Date('2026-11-26T01:00:00Z'), {
    sessionId: 's-now',
    patientId: 'c-1',
    sessionParticipants: [{ userId: 'c-1', userType: 'client', isLeadParticipant: true, firstName: 'Alex', lastName: 'Client' }],
    timezoneId: 'Australia/Melbourne',
  }),
  joinUrl: 'https://harbour.example/session/s-now',
  sentBy,
});

function renderForm(answer: { status: number; body: unknown }) {
  network = stubFetch({
    'GET /api/practice/bookable-patients': { status: 200, body: { patients: [{ patientId: 'c-1', firstName: 'Alex', lastName: 'Client' }] } },
    'POST /api/practice/sessions/start-now': answer,
  });
  createTestPlatform(signedIn('Sam', 'psychologist'));
  renderArea(<StartNowForm />, { route: '/psychologists/account/sessions/start' });
}
const posts = () => network.calls.filter((c) => c.method === 'POST');

describe('starting a session now', () => {
  it('asks for a patient first, and sends nothing without one', async () => {
    renderForm({ status: 201, body: started(['email']) });
    fireEvent.click(await screen.findByRole('button', { name: 'Start now and send the link' }));
    expect(await screen.findByText('Choose a patient.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('starts it, says the client was emailed, and shows the link to copy and the way into the room', async () => {
    renderForm({ status: 201, body: started(['email']) });
    fireEvent.change(await screen.findByRole('combobox', { name: /Patient/ }), { target: { value: 'c-1' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Length' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start now and send the link' }));
    expect(await screen.findByRole('heading', { name: 'Session started' })).toBeInTheDocument();
    expect(posts()[0].body).toEqual({ patientId: 'c-1', sessionDurationTypeId: 1, priceCents: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('Alex Client has been sent the link by email.');
    expect(screen.getByLabelText('Link for your client')).toHaveValue('https://harbour.example/session/s-now');
    expect(screen.getByRole('link', { name: 'Open the video room' })).toHaveAttribute('href', '/session/new/s-now');
  });

  it('names both ways when the client also agreed to texts', async () => {
    renderForm({ status: 201, body: started(['email', 'sms']) });
    fireEvent.change(await screen.findByRole('combobox', { name: /Patient/ }), { target: { value: 'c-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start now and send the link' }));
    expect(await screen.findByText('Alex Client has been sent the link by email and by text message.')).toBeInTheDocument();
  });

  it('says when the link could not be sent, so the psychologist sends it', async () => {
    renderForm({ status: 201, body: started([]) });
    fireEvent.change(await screen.findByRole('combobox', { name: /Patient/ }), { target: { value: 'c-1' } });
    fireEvent.change(screen.getByLabelText('Fee (AUD, empty for none)'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start now and send the link' }));
    expect(await screen.findByText('The link could not be sent to Alex Client: copy it and send it to them yourself.')).toBeInTheDocument();
    expect(posts()[0].body).toMatchObject({ priceCents: 12000 });
  });

  it('shows why it could not start (another session now) and keeps the choices', async () => {
    renderForm({ status: 409, body: { status: 409, title: 'Conflict', detail: 'You already have a session (or the break after one) at that time. Choose another time.' } });
    fireEvent.change(await screen.findByRole('combobox', { name: /Patient/ }), { target: { value: 'c-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start now and send the link' }));
    await waitFor(() => expect(screen.getByText(/You already have a session/)).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: /Patient/ })).toHaveValue('c-1');
  });
});
