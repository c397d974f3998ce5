/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { PreloadBootstrapPlugin } from './preload-bootstrap-plugin';

// The shell's entry only imports its bootstrap: the page preloads the bootstrap's files, so they
// come beside main.js rather than after it. A small build with the same shape as the shell's.
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function build(entry: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preload-bootstrap-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'index.js'), entry);
  fs.writeFileSync(path.join(dir, 'bootstrap.js'), "import('./later').then((m) => m.run()); export const started = true;");
  fs.writeFileSync(path.join(dir, 'later.js'), 'export const run = () => 1;');
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist'), publicPath: '/shell/b1/', chunkFilename: '[name].js' },
    optimization: { chunkIds: 'named', minimize: false },
    plugins: [new HtmlWebpackPlugin({ template: path.join(dir, 'index.html'), minify: false }), new PreloadBootstrapPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
      resolve(fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8'));
    }),
  );
}

const preloads = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);

describe('preloading the shell bootstrap', () => {
  it("names the entry's imported chunk, low priority, after main.js; not the chunks that chunk loads later", async () => {
    const html = await build("import('./bootstrap');");
    expect(preloads(html)).toEqual(['<link rel="preload" as="script" href="/shell/b1/bootstrap_js.js" fetchpriority="low">']);
    expect(html.indexOf('rel="preload"')).toBeGreaterThan(html.indexOf('main.js'));
  }, 60_000);

  it('adds nothing to a page whose entry imports nothing', async () => {
    expect(preloads(await build('export const x = 1;'))).toEqual([]);
  }, 60_000);
});
