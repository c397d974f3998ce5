import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, createTestPlatform, renderArea } from '@harbour/area-runtime/src/testing';
import { ContactPage } from './ContactPage';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the page are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Your name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
  await user.selectOptions(screen.getByLabelText('What is it about?'), 'booking');
  await user.type(screen.getByLabelText('Your message'), 'Can I book an evening session?');
}

describe('/contact', () => {
  it('keeps the honeypot away from people and screen readers, and sends it empty (left out)', async () => {
    network = stubFetch({ 'POST /api/content/contact': { status: 201, body: { reference: 'H-ABCDEF' } } });
    createTestPlatform();
    renderArea(<ContactPage />, { route: '/contact' });
    const user = userEvent.setup();
    await fillIn(user);
    // Not in the accessibility tree: no textbox is named after it.
    expect(screen.queryByRole('textbox', { name: /Website/ })).toBeNull();
    const trap = screen.getByTestId('honeypot');
    expect(trap).toHaveAttribute('aria-hidden', 'true');
    expect(trap.querySelector('input')).toHaveAttribute('tabindex', '-1');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    expect(screen.getByTestId('enquiry-reference')).toHaveTextContent('H-ABCDEF');
    expect(network.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      topic: 'booking',
      message: 'Can I book an evening session?',
    });
  });

  it('on failure shows the API’s text and keeps everything typed', async () => {
    network = stubFetch({
      'POST /api/content/contact': { status: 503, body: { status: 503, title: 'Service Unavailable', detail: 'We could not send your message just now. Nothing was lost: please try again in a moment.' } },
    });
    createTestPlatform();
    renderArea(<ContactPage />, { route: '/contact' });
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('We could not send your message just now. Nothing was lost: please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Your message')).toHaveValue('Can I book an evening session?');
    expect(screen.getByLabelText('What is it about?')).toHaveValue('booking');
  });

  it('shows the API’s field message beside the field on a 422', async () => {
    network = stubFetch({
      'POST /api/content/contact': { status: 422, body: { status: 422, title: 'Validation failed', detail: 'email: …', fields: { email: 'Enter a valid email address, e.g. name@example.com.' } } },
    });
    createTestPlatform();
    renderArea(<ContactPage />, { route: '/contact' });
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findAllByText('Enter a valid email address, e.g. name@example.com.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  });
});
