import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, createTestPlatform, renderArea, signedIn, unprocessable } from '@harbour/area-runtime/src/testing';
import { App } from '../../App';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const LIST = 'GET /api/content/admin/faqs';
const CREATE = 'POST /api/content/admin/faqs';
const READ = 'GET /api/content/admin/faqs/session-length';
const SAVE = 'PUT /api/content/admin/faqs/session-length';
const PUBLISH = 'POST /api/content/admin/faqs/session-length/publish';
const UNPUBLISH = 'POST /api/content/admin/faqs/session-length/unpublish';

const categories = [
  { id: 'booking', name: 'Booking' },
  { id: 'sessions-video', name: 'Sessions & video' },
];
const summary = { id: 'session-length', category: 'sessions-video', question: 'How long is a session?', state: 'published', version: 2, updatedAt: '2026-11-26T05:45:00.000Z', updatedBy: 'admin-1' };
const opened = { ...summary, answer: 'About 50 minutes.\n\nSometimes longer.', keywords: ['duration', 'time'], links: [{ label: 'How sessions work', href: '/how-sessions-work' }] };
const listed = { status: 200, body: { items: [summary, { id: 'how-do-i-book', category: 'booking', question: 'How do I book a session?', state: 'unpublished', version: 0 }], categories } };
const STALE = 'Someone else changed this FAQ since you opened it. Copy your text, reload the page, and apply your change again.';

function open(route: string) {
  const platform = createTestPlatform(signedIn('Ada', 'administrator'));
  renderArea(<App />, { route });
  return platform;
}
const openEditor = () => open('/admin/content/faqs/edit?id=session-length');
const writes = () => network.calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body]);

describe('the FAQ list', () => {
  it('shows loading, then each FAQ in the hub’s order with its category, state and last change, linked to its editor', async () => {
    network = stubFetch({ [LIST]: listed });
    open('/admin/content/faqs');
    expect(screen.getByText('Loading the FAQs')).toBeInTheDocument();
    const table = await screen.findByRole('region', { name: "FAQs in the support hub's order" });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/How long is a session\?Sessions & videoPublished26 Nov 2026.*by admin-1/);
    expect(rows[2]).toHaveTextContent('How do I book a session?BookingUnpublishedNot changed in the console');
    expect(within(rows[1]).getByRole('link', { name: 'How long is a session?' })).toHaveAttribute('href', '/admin/content/faqs/edit?id=session-length');
    expect(screen.getByRole('link', { name: 'Add an FAQ' })).toHaveAttribute('href', '/admin/content/faqs/new');
  });

  it('moves an FAQ within its category with the version it read, offering only the moves there are, and reloads the list', async () => {
    const second = { ...summary, id: 'call-drops', question: 'My call dropped', version: 0 };
    let items = [summary, listed.body.items[1], second];
    network = stubFetch({
      [LIST]: () => ({ status: 200, body: { items, categories } }),
      'POST /api/content/admin/faqs/call-drops/move': () => {
        items = [second, summary, listed.body.items[1]];
        return { status: 200, body: { ...opened, ...second, version: 1 } };
      },
    });
    const platform = open('/admin/content/faqs');
    const table = await screen.findByRole('region', { name: "FAQs in the support hub's order" });
    // First and last of its category: no moves beyond them (the booking FAQ is alone in its category).
    expect(within(table).queryByRole('button', { name: 'Move up: How long is a session?' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Move down: How long is a session?' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /How do I book/ })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Move up: My call dropped' }));
    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith({ type: 'success', message: 'Moved up: My call dropped' }));
    expect(writes()).toEqual([['POST', '/api/content/admin/faqs/call-drops/move', { version: 0, direction: 'up' }]]);
    await waitFor(() => expect(within(screen.getByRole('region', { name: "FAQs in the support hub's order" })).getAllByRole('row')[1]).toHaveTextContent(/^My call dropped/));
  });

  it('says when there are none, and shows the API’s error with a retry', async () => {
    let reply = { status: 503, body: { status: 503, title: 'Service Unavailable', detail: 'The database is not reachable.' } };
    network = stubFetch({ [LIST]: () => reply });
    open('/admin/content/faqs');
    expect(await screen.findByText(/The database is not reachable\./)).toBeInTheDocument();
    reply = { status: 200, body: { items: [], categories } } as never;
    fireEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText('No FAQs yet. Add the first one.')).toBeInTheDocument();
  });

  it('is reachable from the content list', async () => {
    network = stubFetch({ 'GET /api/content/admin/pages': { status: 200, body: { items: [] } }, 'GET /api/content/admin/redirects': { status: 200, body: { items: [] } } });
    open('/admin/content');
    expect(await screen.findByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/admin/content/faqs');
  });
});

describe('the FAQ editor', () => {
  it('opens the FAQ in labelled fields and previews the answer as the hub shows it, paragraph by paragraph, as it is typed', async () => {
    network = stubFetch({ [LIST]: listed, [READ]: { status: 200, body: opened } });
    openEditor();
    expect(await screen.findByLabelText('Question')).toHaveValue('How long is a session?');
    expect(screen.getByLabelText('Category')).toHaveValue('sessions-video');
    expect(screen.getByLabelText('Answer')).toHaveValue('About 50 minutes.\n\nSometimes longer.');
    expect(screen.getByLabelText('Search words')).toHaveValue('duration, time');
    expect(screen.getByLabelText('Link 1 text')).toHaveValue('How sessions work');
    expect(screen.getByLabelText('Link 1 path')).toHaveValue('/how-sessions-work');

    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: 'First <b>part</b>.\n\n\nSecond part.\nSame paragraph.' } });
    const preview = screen.getByRole('region', { name: 'Preview of the FAQ' });
    expect(within(preview).getByRole('heading', { name: 'How long is a session?' })).toBeInTheDocument();
    // Plain text: markup is shown as typed, never made into elements.
    expect(Array.from(preview.querySelectorAll('p'), (p) => p.textContent)).toEqual(['First <b>part</b>.', 'Second part.\nSame paragraph.']);
    expect(preview.querySelector('b')).toBeNull();
    expect(within(preview).getByRole('link', { name: 'How sessions work' })).toHaveAttribute('href', '/how-sessions-work');
  });

  it('saves the whole FAQ with the version it read, keywords and links as typed', async () => {
    network = stubFetch({ [LIST]: listed, [READ]: { status: 200, body: opened }, [SAVE]: (call) => ({ status: 200, body: { ...opened, ...(call.body as object), version: 3 } }) });
    const platform = openEditor();
    fireEvent.change(await screen.findByLabelText('Question'), { target: { value: 'How long does a session last?' } });
    fireEvent.change(screen.getByLabelText('Search words'), { target: { value: 'duration, minutes ,' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a related page' }));
    fireEvent.change(screen.getByLabelText('Link 2 text'), { target: { value: 'Contact us' } });
    fireEvent.change(screen.getByLabelText('Link 2 path'), { target: { value: '/contact' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith({ type: 'success', message: 'Saved: the support hub shows the new text now.' }));
    expect(writes()).toEqual([
      [
        'PUT',
        '/api/content/admin/faqs/session-length',
        {
          version: 2,
          question: 'How long does a session last?',
          answer: opened.answer,
          category: 'sessions-video',
          keywords: ['duration', 'minutes'],
          links: [opened.links[0], { label: 'Contact us', href: '/contact' }],
        },
      ],
    ]);
  });

  it('shows the API’s field messages beside their fields (a link row too) and keeps what was typed', async () => {
    network = stubFetch({ [LIST]: listed, [READ]: { status: 200, body: opened }, [SAVE]: unprocessable({ 'links.$0.href': "must be a site path on Harbour starting with '/', e.g. /contact" }) });
    openEditor();
    fireEvent.change(await screen.findByLabelText('Link 1 path'), { target: { value: 'https://elsewhere.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const path = screen.getByLabelText('Link 1 path');
    await waitFor(() => expect(path).toHaveAccessibleDescription(/must be a site path on Harbour starting with '\/', e\.g\. \/contact/));
    expect(path).toHaveAttribute('aria-invalid', 'true');
    // Only that row's field: the message is not put on the other fields.
    expect(screen.getByLabelText('Link 1 text')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Question')).not.toHaveAttribute('aria-invalid');
    expect(path).toHaveValue('https://elsewhere.example');
    // Not a site path: the preview shows it as text, never as a link.
    expect(within(screen.getByRole('region', { name: 'Preview of the FAQ' })).queryByRole('link')).toBeNull();
  });

  it("shows a stale version's refusal and keeps what was typed", async () => {
    network = stubFetch({ [LIST]: listed, [READ]: { status: 200, body: opened }, [SAVE]: { status: 409, body: { status: 409, title: 'Conflict', detail: STALE } } });
    openEditor();
    fireEvent.change(await screen.findByLabelText('Answer'), { target: { value: 'My careful edit.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(new RegExp(`The FAQ was not saved\\. ${STALE.replace(/[.?]/g, '\\$&')}`))).toBeInTheDocument();
    expect(screen.getByLabelText('Answer')).toHaveValue('My careful edit.');
  });

  it('asks before unpublishing; cancelled, nothing is sent; confirmed, it says so and offers to publish again', async () => {
    network = stubFetch({
      [LIST]: listed,
      [READ]: { status: 200, body: opened },
      [UNPUBLISH]: { status: 200, body: { ...opened, state: 'unpublished', version: 3 } },
      [SAVE]: (call) => ({ status: 200, body: { ...opened, ...(call.body as object), state: 'unpublished', version: 4 } }),
      [PUBLISH]: { status: 200, body: { ...opened, state: 'published', version: 5 } },
    });
    const platform = openEditor();
    (platform.dialogs.confirm as jest.Mock).mockResolvedValueOnce(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(platform.dialogs.confirm).toHaveBeenCalledWith(expect.stringContaining('Unpublish "How long is a session?"?'), expect.objectContaining({ confirmLabel: 'Unpublish' })));
    expect(writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith({ type: 'success', message: 'Unpublished: the support hub no longer shows it.' }));
    expect(await screen.findByText(/^Unpublished\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith({ type: 'success', message: 'Published: the support hub shows it now.' }));
    expect(writes().map(([method, path, body]) => [method, path, (body as { version: number }).version])).toEqual([
      ['POST', '/api/content/admin/faqs/session-length/unpublish', 2],
      ['PUT', '/api/content/admin/faqs/session-length', 3],
      ['POST', '/api/content/admin/faqs/session-length/publish', 4],
    ]);
  });

  it('says when there is no FAQ with that id', async () => {
    network = stubFetch({ [LIST]: listed });
    openEditor();
    expect(await screen.findByText('No FAQ "session-length".')).toBeInTheDocument();
  });
});

describe('a new FAQ', () => {
  it('names a refused field, keeps the text, then adds the FAQ and opens it in the editor', async () => {
    let reply: object = { status: 409, body: { status: 409, title: 'Conflict', detail: 'question: exists', fields: { question: 'An FAQ with the address #faq-how-long-is-a-session already exists. Word the question differently, or edit that one.' } } };
    network = stubFetch({ [LIST]: listed, [CREATE]: () => reply as never, [READ]: { status: 200, body: opened } });
    const platform = open('/admin/content/faqs/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New FAQ' })).toBeInTheDocument();
    fireEvent.change(await screen.findByLabelText('Question'), { target: { value: 'How long is a session?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the FAQ' }));
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Choose a category.'));
    expect(writes()).toEqual([]);
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'sessions-video' } });
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: 'About 50 minutes.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the FAQ' }));
    await waitFor(() => expect(screen.getByLabelText('Question')).toHaveAccessibleDescription(/#faq-how-long-is-a-session already exists\. Word the question differently/));
    expect(screen.getByRole('alert')).toHaveTextContent(/The FAQ was not added\./);
    expect(screen.getByLabelText('Question')).toHaveValue('How long is a session?');

    reply = { status: 201, body: opened };
    fireEvent.click(screen.getByRole('button', { name: 'Add the FAQ' }));
    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith({ type: 'success', message: 'Added: the support hub shows it now.' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit an FAQ' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Answer')).toHaveValue(opened.answer);
    expect(writes().map(([method, , body]) => [method, body])).toEqual([
      ['POST', { question: 'How long is a session?', answer: 'About 50 minutes.', category: 'sessions-video', keywords: [], links: [] }],
      ['POST', { question: 'How long is a session?', answer: 'About 50 minutes.', category: 'sessions-video', keywords: [], links: [] }],
    ]);
  });
});
