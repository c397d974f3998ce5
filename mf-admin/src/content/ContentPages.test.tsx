import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, createTestPlatform, renderArea, signedIn, unprocessable } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const LIST = 'GET /api/content/admin/pages';
const PAGE = 'GET /api/content/admin/page';
const SAVE = 'PUT /api/content/admin/page';
const PUBLISH = 'POST /api/content/admin/page/publish';
const UNPUBLISH = 'POST /api/content/admin/page/unpublish';
const PREVIEW = 'POST /api/content/admin/preview';
const REDIRECTS = 'GET /api/content/admin/redirects';
const ADD_REDIRECT = 'POST /api/content/admin/redirects';
const REMOVE_REDIRECT = 'DELETE /api/content/admin/redirects';

const article = { path: '/education/what-is-cbt', kind: 'article', title: 'What is CBT?', state: 'published', hasDraft: false, version: 3, updatedAt: '2026-11-26T05:45:00.000Z', updatedBy: 'admin-1' };
const opened = { ...article, description: 'CBT explained.', markdown: 'Old words.', publishedTitle: 'What is CBT?' };
const noRedirects = { status: 200, body: { items: [] } };
const STALE = 'Someone else changed this page since you opened it. Copy your text, reload the page, and apply your change again.';

function open(route: string) {
  const platform = createTestPlatform(signedIn('Ada', 'administrator'));
  renderArea(<App />, { route });
  return platform;
}
const openEditor = () => open('/admin/content/edit?path=%2Feducation%2Fwhat-is-cbt');

describe('the content list', () => {
  it('shows loading, then each page with its kind, state and last change', async () => {
    network = stubFetch({ [LIST]: { status: 200, body: { items: [article, { ...article, path: '/about', kind: 'page', title: 'About', state: 'unpublished', hasDraft: true, updatedAt: undefined, updatedBy: undefined }] } }, [REDIRECTS]: noRedirects });
    open('/admin/content');
    expect(await screen.findByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
    const table = await screen.findByRole('region', { name: 'Pages, articles and authors' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/What is CBT\?\/education\/what-is-cbtArticlePublished26 Nov 2026.*by admin-1/);
    expect(rows[2]).toHaveTextContent('About/aboutPageUnpublished, draft savedNot changed in the console');
    expect(within(rows[1]).getByRole('link', { name: 'What is CBT?' })).toHaveAttribute('href', '/admin/content/edit?path=%2Feducation%2Fwhat-is-cbt');
    expect(screen.getByText('No redirects.')).toBeInTheDocument();
  });

  it('filters by kind and state, and says when nothing matches', async () => {
    network = stubFetch({ [LIST]: { status: 200, body: { items: [] } }, [REDIRECTS]: noRedirects });
    open('/admin/content');
    expect(await screen.findByText('No page matches these filters.')).toBeInTheDocument();
    const before = network.calls.filter((c) => c.method === 'GET' && c.path === '/api/content/admin/pages').length;
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'article' } });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'unpublished' } });
    await waitFor(() => expect(network.calls.filter((c) => c.method === 'GET' && c.path === '/api/content/admin/pages').length).toBeGreaterThan(before));
  });

  it("shows the API's error with a retry", async () => {
    let fail = true;
    network = stubFetch({ [LIST]: () => (fail ? { status: 503, body: { status: 503, title: 'Service Unavailable', detail: 'The database is not reachable.' } } : { status: 200, body: { items: [article] } }), [REDIRECTS]: noRedirects });
    open('/admin/content');
    expect(await screen.findByText(/The database is not reachable\./)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('link', { name: 'What is CBT?' })).toBeInTheDocument();
  });
});

describe('the editor', () => {
  it("previews the text through the API's renderer, not its own", async () => {
    network = stubFetch({ [PAGE]: { status: 200, body: opened }, [PREVIEW]: (call) => ({ status: 200, body: { html: `<p>Rendered: ${(call.body as { markdown: string }).markdown}</p>` } }) });
    openEditor();
    const text = await screen.findByLabelText('Text in Markdown');
    expect(text).toHaveValue('Old words.');
    fireEvent.change(text, { target: { value: '**New** words.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const pane = await screen.findByRole('region', { name: 'Preview of the page text' });
    expect(pane.innerHTML).toBe('<p>Rendered: **New** words.</p>');
  });

  it('saves a draft with the version it read, then publishes what was saved', async () => {
    network = stubFetch({
      [PAGE]: { status: 200, body: opened },
      [SAVE]: (call) => ({ status: 200, body: { ...opened, ...(call.body as object), hasDraft: true, version: 4 } }),
      [PUBLISH]: () => ({ status: 200, body: { ...opened, title: 'CBT, plainly', hasDraft: false, version: 5 } }),
    });
    const platform = openEditor();
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'CBT, plainly' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith({ type: 'success', message: 'Published: /education/what-is-cbt shows the new text now.' }));
    const writes = network.calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/api/content/admin/page', { version: 3, title: 'CBT, plainly', description: 'CBT explained.', markdown: 'Old words.' }],
      ['POST', '/api/content/admin/page/publish', { version: 4 }],
    ]);
  });

  it("shows a stale version's refusal and keeps what was typed", async () => {
    network = stubFetch({ [PAGE]: { status: 200, body: opened }, [SAVE]: { status: 409, body: { status: 409, title: 'Conflict', detail: STALE } } });
    openEditor();
    fireEvent.change(await screen.findByLabelText('Text in Markdown'), { target: { value: 'My careful edit.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(new RegExp(`The draft was not saved\\. ${STALE.replace(/[.?]/g, '\\$&')}`))).toBeInTheDocument();
    expect(screen.getByLabelText('Text in Markdown')).toHaveValue('My careful edit.');
  });

  it('names a missing field from the API beside it', async () => {
    network = stubFetch({ [PAGE]: { status: 200, body: opened }, [SAVE]: unprocessable({ title: 'is required' }) });
    openEditor();
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('is required')).toBeInTheDocument();
  });

  it('asks before unpublishing; cancelled, nothing is sent; confirmed, it says so', async () => {
    network = stubFetch({ [PAGE]: { status: 200, body: opened }, [UNPUBLISH]: { status: 200, body: { ...opened, state: 'unpublished', version: 4 } } });
    const platform = openEditor();
    (platform.dialogs.confirm as jest.Mock).mockResolvedValueOnce(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(platform.dialogs.confirm).toHaveBeenCalledWith(expect.stringContaining('Unpublish /education/what-is-cbt?'), expect.objectContaining({ confirmLabel: 'Unpublish' })));
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith({ type: 'success', message: 'Unpublished: /education/what-is-cbt is no longer on the site.' }));
    expect(network.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ version: 3 }]);
    expect(await screen.findByText(/^Unpublished\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
  });

  it('says when there is no page at the path', async () => {
    network = stubFetch({});
    openEditor();
    expect(await screen.findByText('No page at /education/what-is-cbt.')).toBeInTheDocument();
  });
});

describe('redirects', () => {
  it('checks the paths before sending, then adds and lists the redirect', async () => {
    let items: object[] = [];
    network = stubFetch({
      [LIST]: { status: 200, body: { items: [] } },
      [REDIRECTS]: () => ({ status: 200, body: { items } }),
      [ADD_REDIRECT]: (call) => {
        items = [{ ...(call.body as object), permanent: true }];
        return { status: 201, body: items[0] };
      },
    });
    const platform = open('/admin/content');
    fireEvent.change(await screen.findByLabelText('From path'), { target: { value: 'old' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the redirect' }));
    expect(await screen.findByText("Enter a path on Harbour starting with '/', e.g. /old-page.")).toBeInTheDocument();
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText('From path'), { target: { value: '/old' } });
    fireEvent.change(screen.getByLabelText('To path'), { target: { value: '/about' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the redirect' }));
    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith({ type: 'success', message: 'Added: /old now goes to /about.' }));
    const table = await screen.findByRole('region', { name: 'Redirects from and to' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('/old/about');
  });

  it("keeps the paths and shows the API's refusal (a loop)", async () => {
    network = stubFetch({ [LIST]: { status: 200, body: { items: [] } }, [REDIRECTS]: noRedirects, [ADD_REDIRECT]: unprocessable({ target: 'would make a loop: /faqs leads back to /support-hub' }) });
    open('/admin/content');
    fireEvent.change(await screen.findByLabelText('From path'), { target: { value: '/support-hub' } });
    fireEvent.change(screen.getByLabelText('To path'), { target: { value: '/faqs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the redirect' }));
    expect(await screen.findByText('would make a loop: /faqs leads back to /support-hub')).toBeInTheDocument();
    expect(screen.getByLabelText('From path')).toHaveValue('/support-hub');
  });

  it('asks before removing a redirect', async () => {
    network = stubFetch({ [LIST]: { status: 200, body: { items: [] } }, [REDIRECTS]: { status: 200, body: { items: [{ path: '/old', target: '/about', permanent: true }] } }, [REMOVE_REDIRECT]: { status: 204, body: undefined } });
    const platform = open('/admin/content');
    (platform.dialogs.confirm as jest.Mock).mockResolvedValueOnce(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the redirect from /old' }));
    await waitFor(() => expect(platform.dialogs.confirm).toHaveBeenCalledWith(expect.stringContaining('Remove the redirect from /old to /about?'), expect.objectContaining({ confirmLabel: 'Remove it' })));
    expect(network.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the redirect from /old' }));
    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith({ type: 'success', message: 'Removed the redirect from /old.' }));
    expect(network.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});
