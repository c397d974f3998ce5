import { prefixTitle } from './useTitleNotice';

describe('the tab title notice', () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>Harbour</title>';
  });

  it('prefixes the title, keeps the prefix when the page renames itself, and takes it off at the end', async () => {
    const end = prefixTitle(document, 'Alex is waiting');
    expect(document.title).toBe('Alex is waiting | Harbour');
    document.title = 'Your session with Alex Client — Harbour';
    await new Promise((resolve) => setTimeout(resolve, 0)); // mutation observers run after the change
    expect(document.title).toBe('Alex is waiting | Your session with Alex Client — Harbour');
    end();
    expect(document.title).toBe('Your session with Alex Client — Harbour');
  });
});
