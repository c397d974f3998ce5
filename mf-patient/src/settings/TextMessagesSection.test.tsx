import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea, signedIn, stubFetch, unprocessable } from '@harbour/area-runtime/src/testing';
import { TextMessagesSection } from './TextMessagesSection';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the section are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const render = (profilePhone?: string) => {
  createTestPlatform(signedIn('Ada', 'client'));
  renderArea(<TextMessagesSection profilePhone={profilePhone} zone="Australia/Perth" />);
};

describe('text messages setting', () => {
  it('turns texts on with the mobile from the profile and says where they will go', async () => {
    network = stubFetch({
      'GET /api/users/profile/patient/sms': { status: 200, body: { available: true, enabled: false } },
      'PUT /api/users/profile/patient/sms': { status: 200, body: { available: true, enabled: true, mobile: '0412 345 678', consentedAt: '2026-11-23T01:00:00.000Z' } },
    });
    render('0412345678');
    const box = await screen.findByRole('checkbox', { name: /Text me about my sessions/ });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('0412345678');
    expect(screen.getByText(/Replying STOP to one of our texts does not work yet/)).toBeInTheDocument();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save text messages' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Texts are on: we will text 0412 345 678.');
    expect(network.calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: true, mobile: '0412345678' });
  });

  it('shows the API’s reason beside the number and keeps what was typed', async () => {
    network = stubFetch({
      'GET /api/users/profile/patient/sms': { status: 200, body: { available: true, enabled: false } },
      'PUT /api/users/profile/patient/sms': unprocessable({ mobile: 'Enter an Australian mobile number, like 0412 345 678 or +61 412 345 678.' }),
    });
    render();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Text me about my sessions/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save text messages' }));
    expect(await screen.findByText('Enter your mobile number.')).toBeInTheDocument(); // nothing typed: asked before sending
    expect(network.calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '(02) 9999 9999');
    await userEvent.click(screen.getByRole('button', { name: 'Save text messages' }));
    expect(await screen.findByText('Enter an Australian mobile number, like 0412 345 678 or +61 412 345 678.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('(02) 9999 9999');
  });

  it('turning texts off sends no number, and says emails go on', async () => {
    network = stubFetch({
      'GET /api/users/profile/patient/sms': { status: 200, body: { available: true, enabled: true, mobile: '0412 345 678', consentedAt: '2026-11-23T01:00:00.000Z' } },
      'PUT /api/users/profile/patient/sms': { status: 200, body: { available: true, enabled: false, mobile: '0412 345 678', withdrawnAt: '2026-11-24T01:00:00.000Z' } },
    });
    render();
    expect(await screen.findByText('Texts are on for 0412 345 678 since 23 November 2026.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Text me about my sessions/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save text messages' }));
    await waitFor(() => expect(network.calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: false }));
    expect(await screen.findByRole('status')).toHaveTextContent('Texts are off. We will keep emailing you about your sessions.');
  });

  it('where texts are not available it says so and offers nothing to turn on', async () => {
    network = stubFetch({ 'GET /api/users/profile/patient/sms': { status: 200, body: { available: false, enabled: false } } });
    render();
    expect(await screen.findByText('Text messages are not available yet. We email you about your sessions.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
