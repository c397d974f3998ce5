import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIRM } from './confirm-actions';

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe('the practice area’s confirm dialogs', () => {
  it.each(Object.entries(CONFIRM))('%s names both buttons by what they do', (_name, options) => {
    expect(options.confirmLabel).not.toMatch(/^(ok|okay|yes|cancel)$/i);
    expect(options.cancelLabel).not.toMatch(/^(ok|okay|no|cancel)$/i);
    expect(options.confirmLabel).not.toBe(options.cancelLabel);
    // The title asks the question the action button answers ("Lock this note?" → "Lock note").
    expect(options.title.split(' ')[0]).toBe(options.confirmLabel.split(' ')[0]);
  });

  it('every confirm in the area passes one of them (no dialog left with "Ok" and "Cancel")', () => {
    const calls = sources(__dirname).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/dialogs\.confirm\(([\s\S]*?)\)\)\)/g)].map((m) => ({ file, args: m[1] })));
    expect(calls.length).toBeGreaterThanOrEqual(7);
    for (const call of calls) expect({ file: call.file, named: /,\s*CONFIRM\.\w+\s*$/.test(call.args) }).toEqual({ file: call.file, named: true });
  });
});
