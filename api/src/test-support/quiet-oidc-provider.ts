// oidc-provider prints start-up advice with console.warn (Node 20 "Unsupported runtime", defaults it
// suggests changing); it is not about the code under test, so keep test output readable.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('oidc-provider')) return;
  warn(...args);
};
