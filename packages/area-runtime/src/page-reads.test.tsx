import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { createAreaStore } from '@harbour/sdk';
import { lazyPage, readStartedWithPage, setPageReadsStore, startFirstReads, type FirstReads } from './page-reads';

afterEach(() => setPageReadsStore(undefined));

/** Reads that record when they start and on which store's dispatch. */
function recordingReads(events: string[], names: string[]): FirstReads {
  return ({ pathname }) => names.map((name) => ({ name, start: (dispatch) => void events.push(`start ${name} at ${pathname} (${typeof dispatch})`) }));
}

describe('page reads', () => {
  it.each<[string, boolean, string[]]>([
    ['with the area mounted, every read starts', true, ['start a at /p (function)', 'start b at /p (function)']],
    ['with no area mounted (a page test without AreaRoot), none starts', false, []],
  ])('%s', (_case, mounted, expected) => {
    const events: string[] = [];
    if (mounted) setPageReadsStore(createAreaStore());
    startFirstReads(recordingReads(events, ['a', 'b']), { pathname: '/p', search: '' });
    expect(events).toEqual(expected);
    expect(readStartedWithPage('a')).toBe(mounted);
  });

  it('tells the page once that its read was started with its code, and forgets it when the area unmounts', () => {
    setPageReadsStore(createAreaStore());
    startFirstReads(recordingReads([], ['home', 'other']), { pathname: '/', search: '' });
    expect(readStartedWithPage('home')).toBe(true);
    expect(readStartedWithPage('home')).toBe(false);
    setPageReadsStore(undefined);
    expect(readStartedWithPage('other')).toBe(false);
  });

  it("starts a lazy page's reads when its code is asked for, before it has arrived", async () => {
    const events: string[] = [];
    setPageReadsStore(createAreaStore());
    let arrive!: () => void;
    const Page = lazyPage(
      () =>
        new Promise<{ default: ComponentType<object> }>((resolve) => {
          events.push('import the page');
          arrive = () => resolve({ default: () => <h1>The page</h1> });
        }),
      recordingReads(events, ['home']),
    );
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(events).toEqual([`start home at ${window.location.pathname} (function)`, 'import the page']);
    arrive();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(events).toHaveLength(2);
  });
});
