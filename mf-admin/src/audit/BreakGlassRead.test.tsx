import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, createTestPlatform, renderArea, signedIn } from '@harbour/area-runtime/src/testing';
import { App } from '../App';
import { STEP_UP_REQUIRED } from '../step-up/step-up-words';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the page are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const READ = 'POST /api/users/admin/patients/alex%40example.com/break-glass/case-notes';
const note = {
  noteId: 'n1',
  sessionId: 's1',
  patientId: 'c1',
  templateId: 'SOAP',
  sections: [
    { key: 'subjective', text: 'Sleeping better.' },
    { key: 'plan', text: '' },
  ],
  status: 'locked',
  createdAt: '2026-06-30T23:00:00.000Z',
  updatedAt: '2026-06-30T23:00:00.000Z',
  addenda: [{ addendumId: 'a1', text: 'Six hours, not eight.', authorId: 'p1', authorName: 'Jordan Ng', createdAt: '2026-07-01T00:00:00.000Z' }],
  psychologistId: 'p1',
  psychologistName: 'Jordan Ng',
};

const READ_MESSAGES = 'POST /api/users/admin/patients/alex%40example.com/break-glass/messages';
const conversation = (conversationId: string, psychologistName: string, messages: { senderName: string; senderType: string; sentOn: string; messageText: string }[]) => ({
  conversationId,
  psychologistId: `p-${conversationId}`,
  psychologistName,
  createdAt: '2026-06-30T00:00:00.000Z',
  messages: messages.map((m, i) => ({ messageId: `${conversationId}-${i}`, messageType: 'Conversation', ...m })),
});

async function openDialog(what: 'case notes' | 'messages' = 'case notes') {
  renderArea(<App />, { route: '/admin/audit' });
  fireEvent.change(await screen.findByRole('textbox', { name: 'Client' }), { target: { value: ' alex@example.com ' } });
  if (what === 'messages') fireEvent.click(screen.getByRole('radio', { name: 'Secure messages' }));
  fireEvent.click(screen.getByRole('button', { name: `Read their ${what}` }));
  return screen.findByRole('dialog', { name: `Read a client’s ${what}` });
}

async function giveReason(dialog: HTMLElement, action: string) {
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Complaint C-12.' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  fireEvent.click(await within(dialog).findByRole('button', { name: action }));
}

describe('the break-glass read', () => {
  it('needs a client, then a reason and a confirmation, then a fresh authenticator code, then shows the notes', async () => {
    let proved = false;
    network = stubFetch({
      [READ]: () => (proved ? { status: 200, body: { patientId: 'c1', patientName: 'Alex Client', notes: [note] } } : { status: 403, body: { status: 403, title: 'Forbidden', detail: STEP_UP_REQUIRED } }),
      'POST /api/identity/second-factor/step-up': () => {
        proved = true;
        return { status: 204 };
      },
    });
    createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/audit' });
    fireEvent.click(await screen.findByRole('button', { name: 'Read their case notes' }));
    expect(screen.getByText('Enter the client’s email or id.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Client' }), { target: { value: ' alex@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Read their case notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Read a client’s case notes' });
    expect(dialog).toHaveTextContent('The psychologists who wrote them are emailed your reason.');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Complaint C-12.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Read the case notes' }));
    const codeDialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.change(within(codeDialog).getByLabelText('Authenticator code'), { target: { value: '123456' } });
    fireEvent.click(within(codeDialog).getByRole('button', { name: 'Confirm' }));

    const notes = await screen.findByRole('list', { name: 'Case notes of Alex Client' });
    const reads = network.calls.filter((c) => c.path.endsWith('/break-glass/case-notes'));
    expect(reads.map((c) => c.body)).toEqual([{ reason: 'Complaint C-12.' }, { reason: 'Complaint C-12.' }]);
    const [item] = within(notes).getAllByRole('listitem');
    expect(item).toHaveTextContent(/^Jordan Ng, 1 Jul(y)? 2026, 9:00\sam \(locked\)subjectiveSleeping better\.plan—Addendum by Jordan Ng: Six hours, not eight\.$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the reason and shows why when the read is refused', async () => {
    network = stubFetch({ [READ]: { status: 404, body: { status: 404, title: 'Not Found', detail: "No client 'alex@example.com'." } } });
    createTestPlatform(signedIn('Ada', 'administrator'));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Complaint C-12.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Read the case notes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("No client 'alex@example.com'.");
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Complaint C-12.');
    expect(screen.queryByRole('list', { name: /^Case notes of/ })).not.toBeInTheDocument();
  });

  it('says when the client has no case notes', async () => {
    network = stubFetch({ [READ]: { status: 200, body: { patientId: 'c1', patientName: 'Alex Client', notes: [] } } });
    createTestPlatform(signedIn('Ada', 'administrator'));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Complaint C-12.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Read the case notes' }));
    expect(await screen.findByText('This client has no saved case notes.')).toBeInTheDocument();
  });

  it('reads the messages when chosen: the reason and a fresh code, then each conversation with its messages oldest first, as plain text', async () => {
    let proved = false;
    const messages = {
      patientId: 'c1',
      patientName: 'Alex Client',
      conversations: [
        conversation('k1', 'Jordan Ng', [
          { senderName: 'Alex Client', senderType: 'client', sentOn: '2026-06-30T23:00:00.000Z', messageText: 'I had a <b>bad</b> week.' },
          { senderName: 'Jordan Ng', senderType: 'psychologist', sentOn: '2026-06-30T23:30:00.000Z', messageText: 'Thanks for telling me.\nLet us talk.' },
        ]),
        conversation('k2', 'Kim Lee', []),
      ],
    };
    network = stubFetch({
      [READ_MESSAGES]: () => (proved ? { status: 200, body: messages } : { status: 403, body: { status: 403, title: 'Forbidden', detail: STEP_UP_REQUIRED } }),
      'POST /api/identity/second-factor/step-up': () => {
        proved = true;
        return { status: 204 };
      },
    });
    createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/audit' });
    const choice = await screen.findByRole('group', { name: 'What to read' });
    expect(within(choice).getByRole('radio', { name: 'Case notes' })).toBeChecked();
    fireEvent.click(within(choice).getByRole('radio', { name: 'Secure messages' }));
    expect(within(choice).getByRole('radio', { name: 'Secure messages' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Read their case notes' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Client' }), { target: { value: ' alex@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Read their messages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Read a client’s messages' });
    expect(dialog).toHaveTextContent('You are about to read the secure messages of alex@example.com. The psychologists in those conversations are emailed your reason.');
    await giveReason(dialog, 'Read the messages');
    const codeDialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.change(within(codeDialog).getByLabelText('Authenticator code'), { target: { value: '123456' } });
    fireEvent.click(within(codeDialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('heading', { name: 'Messages of Alex Client (2 conversations, read recorded)' })).toBeInTheDocument();
    expect(network.calls.filter((c) => c.path.includes('/break-glass/')).map((c) => [c.path, c.body])).toEqual([
      ['/api/users/admin/patients/alex%40example.com/break-glass/messages', { reason: 'Complaint C-12.' }],
      ['/api/users/admin/patients/alex%40example.com/break-glass/messages', { reason: 'Complaint C-12.' }],
    ]);
    expect(screen.getByRole('heading', { name: 'With Jordan Ng (2 messages)' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Messages with Jordan Ng' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Alex Client, 1 Jul(y)? 2026, 9:00\samI had a <b>bad<\/b> week\.$/);
    expect(items[0].querySelector('b')).toBeNull();
    expect(items[1]).toHaveTextContent(/^Jordan Ng, 1 Jul(y)? 2026, 9:30\samThanks for telling me\. Let us talk\.$/);
    expect(screen.getByRole('heading', { name: 'With Kim Lee (0 messages)' })).toBeInTheDocument();
    expect(screen.getByText('No messages in this conversation.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /^Case notes of/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the reason and shows why when a read of the messages fails', async () => {
    network = stubFetch({ [READ_MESSAGES]: { status: 500, body: { status: 500, title: 'Internal Server Error', detail: 'The read could not be recorded.' } } });
    createTestPlatform(signedIn('Ada', 'administrator'));
    const dialog = await openDialog('messages');
    await giveReason(dialog, 'Read the messages');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The read could not be recorded.');
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Complaint C-12.');
    expect(screen.queryByRole('heading', { name: /^Messages of/ })).not.toBeInTheDocument();
  });

  it('says when the client has no conversations', async () => {
    network = stubFetch({ [READ_MESSAGES]: { status: 200, body: { patientId: 'c1', patientName: 'Alex Client', conversations: [] } } });
    createTestPlatform(signedIn('Ada', 'administrator'));
    await giveReason(await openDialog('messages'), 'Read the messages');
    expect(await screen.findByText('This client has no conversations.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Messages of Alex Client (0 conversations, read recorded)' })).toBeInTheDocument();
  });
});

const READ_FILES = 'POST /api/users/admin/patients/alex%40example.com/break-glass/files';
const OPEN_PATH = '/api/users/admin/patients/c1/break-glass/files/f2';
const files = {
  patientId: 'c1',
  patientName: 'Alex Client',
  files: [
    {
      fileId: 'f1',
      kind: 'Private',
      fileName: 'formulation.pdf',
      contentType: 'application/pdf',
      sizeBytes: 20_480,
      uploadedAt: '2026-07-01T00:00:00.000Z',
      uploadedById: 'p1',
      uploadedByType: 'psychologist',
      uploadedByName: 'Jordan Ng',
      sharedWith: [{ userId: 'p1', userType: 'psychologist', name: 'Jordan Ng' }],
    },
    {
      fileId: 'f2',
      kind: 'GPReferral',
      fileName: 'referral <b>letter</b>.png',
      contentType: 'image/png',
      sizeBytes: 2 * 1024 * 1024,
      uploadedAt: '2026-06-30T23:00:00.000Z',
      uploadedById: 'g1',
      uploadedByType: 'gp',
      uploadedByName: 'Pat General',
      sharedWith: [
        { userId: 'c1', userType: 'client', name: 'Alex Client' },
        { userId: 'p1', userType: 'psychologist', name: 'Jordan Ng' },
      ],
    },
  ],
};

/**
 * The file answer and the browser's download are the other edges: once proved, the opening of a
 * file answers bytes as the API does (the stub answers JSON only); the link's click is captured.
 */
function captureDownloads(answer: (request: Request) => { status: number; body?: unknown } | undefined) {
  const stubbed = globalThis.fetch;
  const opened: { path: string; body: unknown }[] = [];
  globalThis.fetch = (async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (!path.startsWith('/api/users/admin/patients/c1/break-glass/files/')) return stubbed(request);
    opened.push({ path, body: JSON.parse(String(await request.text())) });
    const reply = answer(request);
    if (reply) return { ok: false, status: reply.status, json: async () => reply.body };
    return { ok: true, status: 200, headers: new Headers({ 'content-disposition': 'attachment; filename="x"' }), blob: async () => new Blob(['PNG']) };
  }) as typeof fetch;
  const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = () => 'blob:file';
  URL.revokeObjectURL = () => undefined;
  const downloads: string[] = [];
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  return {
    opened,
    downloads,
    restore() {
      globalThis.fetch = stubbed;
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
      clicked.mockRestore();
    },
  };
}

async function openFilesDialog() {
  renderArea(<App />, { route: '/admin/audit' });
  fireEvent.change(await screen.findByRole('textbox', { name: 'Client' }), { target: { value: ' alex@example.com ' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Files' }));
  fireEvent.click(screen.getByRole('button', { name: 'See their files' }));
  return screen.findByRole('dialog', { name: 'See a client’s files' });
}

describe('the break-glass read of files', () => {
  it('lists the files after a reason and a fresh code, then downloads one with the same reason', async () => {
    let proved = false;
    network = stubFetch({
      [READ_FILES]: () => (proved ? { status: 200, body: files } : { status: 403, body: { status: 403, title: 'Forbidden', detail: STEP_UP_REQUIRED } }),
      'POST /api/identity/second-factor/step-up': () => {
        proved = true;
        return { status: 204 };
      },
    });
    createTestPlatform(signedIn('Ada', 'administrator'));
    const browser = captureDownloads(() => undefined);
    try {
      const dialog = await openFilesDialog();
      expect(dialog).toHaveTextContent('You are about to see the list of the files of alex@example.com: what each is, who uploaded it and who can read it.');
      await giveReason(dialog, 'See the files');
      const codeDialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
      fireEvent.change(within(codeDialog).getByLabelText('Authenticator code'), { target: { value: '123456' } });
      fireEvent.click(within(codeDialog).getByRole('button', { name: 'Confirm' }));

      expect(await screen.findByRole('heading', { name: 'Files of Alex Client (2 files, list read recorded)' })).toBeInTheDocument();
      const table = screen.getByRole('table', { name: 'Files of Alex Client, newest first' });
      expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['File', 'What it is', 'Uploaded (Sydney)', 'By', 'Shared with', 'Open']);
      const [, privateRow, referralRow] = within(table).getAllByRole('row');
      expect(within(privateRow).getAllByRole('cell').map((c) => c.textContent)).toEqual([
        'formulation.pdf (PDF, 20 kB)',
        'A psychologist’s private file',
        expect.stringMatching(/^1 Jul(y)? 2026, 10:00\sam$/),
        'Jordan Ng (psychologist)',
        'Jordan Ng',
        'Download',
      ]);
      expect(within(referralRow).getAllByRole('cell').map((c) => c.textContent)).toEqual([
        'referral <b>letter</b>.png (PNG, 2.0 MB)',
        'GP referral',
        expect.stringMatching(/^1 Jul(y)? 2026, 9:00\sam$/),
        'Pat General (GP)',
        'Alex Client (client), Jordan Ng',
        'Download',
      ]);
      expect(referralRow.querySelector('b')).toBeNull();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      const download = within(referralRow).getByRole('button', { name: 'Download referral <b>letter</b>.png' });
      download.focus();
      fireEvent.click(download);
      expect(await screen.findByText('referral <b>letter</b>.png was downloaded. Opening it is recorded in the audit trail.')).toHaveAttribute('role', 'status');
      expect(browser.opened).toEqual([{ path: OPEN_PATH, body: { reason: 'Complaint C-12.' } }]);
      expect(browser.downloads).toEqual(['referral <b>letter</b>.png']);
      expect(network.calls.filter((c) => c.path.includes('/break-glass/')).map((c) => c.body)).toEqual([{ reason: 'Complaint C-12.' }, { reason: 'Complaint C-12.' }]);
    } finally {
      browser.restore();
    }
  });

  it('asks for a fresh code again when the proof ran out before a download, and says why a refused download was not done', async () => {
    let proofs = 0;
    network = stubFetch({
      [READ_FILES]: { status: 200, body: files },
      'POST /api/identity/second-factor/step-up': () => {
        proofs++;
        return { status: 204 };
      },
    });
    createTestPlatform(signedIn('Ada', 'administrator'));
    // The first opening finds the proof expired; after the code the file is gone (deleted meanwhile).
    const browser = captureDownloads(() =>
      proofs === 0 ? { status: 403, body: { status: 403, title: 'Forbidden', detail: STEP_UP_REQUIRED } } : { status: 404, body: { status: 404, title: 'Not Found', detail: 'No such file.' } },
    );
    try {
      await giveReason(await openFilesDialog(), 'See the files');
      fireEvent.click(await screen.findByRole('button', { name: 'Download formulation.pdf' }));
      const codeDialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
      fireEvent.change(within(codeDialog).getByLabelText('Authenticator code'), { target: { value: '123456' } });
      fireEvent.click(within(codeDialog).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('formulation.pdf was not opened. No such file.')).toBeInTheDocument();
      expect(browser.opened.map((o) => o.path)).toEqual(['/api/users/admin/patients/c1/break-glass/files/f1', '/api/users/admin/patients/c1/break-glass/files/f1']);
      expect(browser.downloads).toEqual([]);
    } finally {
      browser.restore();
    }
  });

  it('says when the client has no files', async () => {
    network = stubFetch({ [READ_FILES]: { status: 200, body: { patientId: 'c1', patientName: 'Alex Client', files: [] } } });
    createTestPlatform(signedIn('Ada', 'administrator'));
    await giveReason(await openFilesDialog(), 'See the files');
    expect(await screen.findByText('This client has no files.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Files of Alex Client (0 files, list read recorded)' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
