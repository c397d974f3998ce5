import { keepFrameFocus } from './frame-focus';

const FRAME = '<div data-shell-frame><a href="/">Harbour</a><nav><a href="/book">Book a session</a><a href="/gp">For GPs</a></nav><main id="main-content"></main></div>';

/** What React does on the shell's first commit: the frame's nodes go, the shell's come. */
function replaceFrame(root: HTMLElement, shell: string) {
  root.innerHTML = shell;
}

let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = `<div id="shell-root">${FRAME}</div><button>outside</button>`;
  root = document.getElementById('shell-root')!;
});

it.each([
  ['the brand link', 'Harbour', '<header><a href="/">Harbour home</a></header><main id="main-content" tabindex="-1"></main>', 'Harbour home'],
  ['a nav link', 'Book a session', '<header><a href="/">Harbour</a><a href="/book">Book a session</a></header><main id="main-content" tabindex="-1"></main>', 'Book a session'],
  ['a link the shell folds away', 'For GPs', '<header><a href="/">Harbour</a><div hidden><a href="/gp">For GPs</a></div></header><main id="main-content" tabindex="-1">page</main>', 'page'],
])('focus on %s in the frame moves to its twin in the shell (or the main region)', (_, frameLink, shell, focusedText) => {
  const handOver = keepFrameFocus(root);
  [...root.querySelectorAll('a')].find((link) => link.textContent === frameLink)!.focus();
  replaceFrame(root, shell);
  expect(document.activeElement).toBe(document.body);
  handOver();
  expect(document.activeElement?.textContent).toBe(focusedText);
});

it('notes a link already focused when the shell starts', () => {
  root.querySelector<HTMLAnchorElement>('a[href="/book"]')!.focus();
  const handOver = keepFrameFocus(root);
  replaceFrame(root, '<a href="/book">Book a session</a>');
  handOver();
  expect(document.activeElement).toBe(root.querySelector('a[href="/book"]'));
});

it('leaves focus alone when nothing in the frame had it', () => {
  const handOver = keepFrameFocus(root);
  replaceFrame(root, '<a href="/">Harbour</a><main id="main-content" tabindex="-1"></main>');
  handOver();
  expect(document.activeElement).toBe(document.body);
});

it('leaves focus alone when it has moved out of the frame before the shell replaced it', () => {
  const handOver = keepFrameFocus(root);
  root.querySelector<HTMLAnchorElement>('a[href="/"]')!.focus();
  document.querySelector('button')!.focus();
  replaceFrame(root, '<a href="/">Harbour</a>');
  handOver();
  expect(document.activeElement).toBe(document.querySelector('button'));
});

it('stops listening once handed over: the shell’s own focus moves are not its business', () => {
  const handOver = keepFrameFocus(root);
  replaceFrame(root, '<a href="/book">Book a session</a>');
  handOver();
  root.querySelector<HTMLAnchorElement>('a[href="/book"]')!.focus();
  replaceFrame(root, '<a href="/book">Book a session</a>');
  handOver();
  expect(document.activeElement).toBe(document.body);
});
