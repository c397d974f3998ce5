import { render, screen } from '@testing-library/react';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { createAreaStore } from '@harbour/sdk';
import { lazyPage, setPageReadsStore, startFirstReads, useReadStartedWithPage, type FirstReads } from './page-reads';

afterEach(() => setPageReadsStore(undefined));

/** A page that records, once mounted, whether its read `name` was started with its code. */
function pageRecording(name: string, committed: boolean[]) {
  return function Page() {
    const startedWithPage = useReadStartedWithPage(name);
    useEffect(() => void committed.push(startedWithPage), [startedWithPage]);
    return <h1>{name}</h1>;
  };
}

/** Mounts a page of `pageRecording` (each call a new mount) and returns what it recorded. */
function mountedAnswer(name: string): boolean {
  const committed: boolean[] = [];
  const Page = pageRecording(name, committed);
  render(<Page />).unmount();
  return committed[0];
}

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
    expect(mountedAnswer('a')).toBe(mounted);
  });

  it('tells the page once that its read was started with its code, and forgets it when the area unmounts', () => {
    setPageReadsStore(createAreaStore());
    startFirstReads(recordingReads([], ['home', 'other']), { pathname: '/', search: '' });
    expect(mountedAnswer('home')).toBe(true);
    expect(mountedAnswer('home')).toBe(false);
    setPageReadsStore(undefined);
    expect(mountedAnswer('other')).toBe(false);
  });

  it('tells the page the same when React throws away its first render (a sibling still loading its code)', async () => {
    setPageReadsStore(createAreaStore());
    startFirstReads(recordingReads([], ['home']), { pathname: '/', search: '' });
    const committed: boolean[] = [];
    const Home = pageRecording('home', committed);
    let arrive!: () => void;
    const Sibling = lazy(() => new Promise<{ default: ComponentType<object> }>((resolve) => (arrive = () => resolve({ default: () => <p>The cards</p> }))));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Home />
        <Sibling />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    arrive();
    expect(await screen.findByText('The cards')).toBeInTheDocument();
    // Its read's answer is this visit's: it must not read afresh (the same URL twice in one load).
    expect(committed).toEqual([true]);
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
