// Open modals, bottom first. Only the topmost one answers Escape and takes focus, so closing a
// confirm dialog opened from another modal does not close both.
interface Entry {
  token: symbol;
  parent: symbol | null;
}

const stack: Entry[] = [];

function isDescendant(entry: Entry, ancestor: symbol): boolean {
  let parent = entry.parent;
  while (parent) {
    if (parent === ancestor) return true;
    const current: symbol = parent;
    parent = stack.find((e) => e.token === current)?.parent ?? null;
  }
  return false;
}

/**
 * Registers an open modal; returns the function that unregisters it. React runs a child's
 * effects before its parent's, so a parent opening together with a nested modal is slotted
 * in below its descendants rather than on top.
 */
export function pushModal(token: symbol, parent: symbol | null = null): () => void {
  const entry: Entry = { token, parent };
  const firstDescendant = stack.findIndex((e) => isDescendant(e, token));
  if (firstDescendant === -1) stack.push(entry);
  else stack.splice(firstDescendant, 0, entry);
  return () => {
    const index = stack.indexOf(entry);
    if (index !== -1) stack.splice(index, 1);
  };
}

export function isTopModal(token: symbol): boolean {
  return stack[stack.length - 1]?.token === token;
}
