import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, createTestPlatform, renderArea, signedIn, unprocessable } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

// The network is stubbed at the fetch edge; the SDK, RTK Query and the page are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const INBOX = 'GET /api/support/admin/enquiries';
const enquiry = {
  enquiryId: 'e-1',
  kind: 'contact',
  reference: 'H-7K3M9Q',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'I cannot sign in since yesterday.',
  subject: 'My account and signing in',
  state: 'new',
  receivedAt: '2026-11-26T01:00:00.000Z',
  replies: [],
};

async function open() {
  createTestPlatform(signedIn('Ada', 'administrator'));
  renderArea(<App />, { route: '/admin/support' });
  await screen.findByRole('heading', { level: 1, name: 'Support inbox' }); // loaded on demand
}

describe('the support inbox', () => {
  it('says so when there is nothing, and asks again with the state chosen', async () => {
    network = stubFetch({ [INBOX]: { status: 200, body: { enquiries: [] } } });
    await open();
    expect(await screen.findByText('No enquiries yet.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'resolved' } });
    expect(await screen.findByText('No resolved enquiries.')).toBeInTheDocument();
  });

  it('shows the API’s words when the inbox cannot load', async () => {
    network = stubFetch({ [INBOX]: { status: 503, body: { status: 503, title: 'Service Unavailable', detail: 'The database is not answering.' } } });
    await open();
    expect(await screen.findByText(/The database is not answering\./)).toBeInTheDocument();
  });

  it('assigns to me, and resolves only after the confirmation', async () => {
    network = stubFetch({
      [INBOX]: { status: 200, body: { enquiries: [enquiry] } },
      'POST /api/support/admin/enquiries/e-1/assign': { status: 200, body: { ...enquiry, state: 'assigned' } },
      'POST /api/support/admin/enquiries/e-1/resolve': { status: 409, body: { status: 409, title: 'Conflict', detail: 'This enquiry is already resolved.' } },
    });
    await open();
    const card = await screen.findByRole('article', { name: 'H-7K3M9Q: My account and signing in' });
    expect(within(card).getByText('New')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(network.calls.filter((c) => c.path.endsWith('/assign'))).toEqual([expect.objectContaining({ method: 'POST', body: {} })]));

    fireEvent.click(within(card).getByRole('button', { name: 'Resolve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Resolve H-7K3M9Q?' });
    expect(network.calls.filter((c) => c.path.endsWith('/resolve'))).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This enquiry is already resolved.');
  });

  it('assigns to another administrator chosen by email, asking for a choice first', async () => {
    network = stubFetch({
      [INBOX]: { status: 200, body: { enquiries: [{ ...enquiry, state: 'assigned', assigneeId: 'user-1', assigneeEmail: 'ada.admin@harbour.test' }] } },
      'GET /api/support/admin/enquiries/assignees': {
        status: 200,
        body: { administrators: [{ accountId: 'user-1', email: 'ada.admin@harbour.test' }, { accountId: 'admin-2', email: 'bo.admin@harbour.test' }, { accountId: 'admin-3', email: 'cy.admin@harbour.test' }] },
      },
      'POST /api/support/admin/enquiries/e-1/assign': unprocessable({ assigneeId: 'Choose an administrator to assign it to.' }),
    });
    await open();
    const card = await screen.findByRole('article', { name: 'H-7K3M9Q: My account and signing in' });
    // The choice appears once the administrators have loaded.
    const form = await within(card).findByRole('form', { name: 'Assign H-7K3M9Q' });
    const select = within(form).getByRole('combobox', { name: 'Assign to' });
    // Not offered to the one who has it already.
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose an administrator', 'bo.admin@harbour.test', 'cy.admin@harbour.test']);
    fireEvent.click(within(form).getByRole('button', { name: 'Assign' }));
    expect(await within(form).findByText('Choose an administrator.')).toBeInTheDocument();
    expect(network.calls.filter((c) => c.path.endsWith('/assign'))).toEqual([]);

    fireEvent.change(select, { target: { value: 'admin-3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Assign' }));
    // The API's refusal (that administrator was suspended meanwhile) is shown on the field; the choice stays.
    expect(await within(form).findByText('Choose an administrator to assign it to.')).toBeInTheDocument();
    expect(network.calls.filter((c) => c.path.endsWith('/assign'))).toEqual([expect.objectContaining({ method: 'POST', body: { assigneeId: 'admin-3' } })]);
    expect(select).toHaveValue('admin-3');
  });

  it('asks for words before sending a reply, and keeps them when the API refuses', async () => {
    network = stubFetch({
      [INBOX]: { status: 200, body: { enquiries: [enquiry] } },
      'POST /api/support/admin/enquiries/e-1/replies': unprocessable({ text: 'Keep the reply to 5000 characters.' }),
    });
    await open();
    const card = await screen.findByRole('article', { name: 'H-7K3M9Q: My account and signing in' });
    fireEvent.click(within(card).getByRole('button', { name: 'Send the reply' }));
    expect(await within(card).findByText('Write your reply.')).toBeInTheDocument();
    expect(network.calls.filter((c) => c.path.endsWith('/replies'))).toEqual([]);

    const box = within(card).getByRole('textbox', { name: 'Reply by email to ada@example.com' });
    fireEvent.change(box, { target: { value: 'We have unlocked your account.' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send the reply' }));
    expect(await within(card).findByText('Keep the reply to 5000 characters.')).toBeInTheDocument();
    expect(box).toHaveValue('We have unlocked your account.');
    expect(network.calls.find((c) => c.path.endsWith('/replies'))?.body).toEqual({ text: 'We have unlocked your account.' });
  });
});
