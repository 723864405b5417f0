import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerRenderer } from './renderer';
import { StartStyles, withServerRender } from './page';

const INDEX = '<!doctype html><html><head><title>App</title><script defer src="/main.1.js"></script></head><body><div id="root"></div></body></html>';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-test-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A render build that answers `body` for '/home' and null for anything else. */
function writeBuild(file: string, body: string, mtime: Date): void {
  fs.writeFileSync(file, `exports.renderRoute = (path) => path === '/home' ? ${body} : null;`);
  fs.utimesSync(file, mtime, mtime);
}

describe('the server-render build', () => {
  it('renders what the build renders, and a rebuild without a restart', async () => {
    const file = path.join(tempDir(), 'render.cjs');
    writeBuild(file, "'<h1>one</h1>'", new Date(Date.now() - 10_000));
    const logs: string[] = [];
    const renderer = new ServerRenderer(file, (line) => logs.push(line));
    expect(await renderer.render('/home')).toBe('<h1>one</h1>');
    expect(await renderer.render('/pronat?page=1')).toBeNull();
    writeBuild(file, "'<h1>two</h1>'", new Date());
    expect(await renderer.render('/home')).toBe('<h1>two</h1>');
    expect(logs).toEqual([]);
  });

  it('degrades to the browser\'s render with one log line when the build is missing, broken or throws', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'render.cjs');
    const logs: string[] = [];
    const renderer = new ServerRenderer(file, (line) => logs.push(line));
    expect(await renderer.render('/home')).toBeNull();
    expect(await renderer.render('/home')).toBeNull();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^\[ssr\] no server-render build/);

    fs.writeFileSync(file, 'this is not javascript');
    expect(await renderer.render('/home')).toBeNull();
    expect(await renderer.render('/home')).toBeNull();
    expect(logs).toHaveLength(2);
    expect(logs[1]).toMatch(/^\[ssr\] the server-render build could not be loaded/);

    writeBuild(file, "(() => { throw new Error('boom'); })()", new Date(Date.now() + 5_000));
    expect(await renderer.render('/home')).toBeNull();
    expect(logs).toHaveLength(3);
    expect(logs[2]).toBe('[ssr] /home failed to render on the server, rendered in the browser instead: boom');
  });
});

describe('a server-rendered page', () => {
  it('puts the markup in a #root marked for hydration, its stylesheets and hoisted hints in the head', () => {
    const markup = '<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/><style data-mantine-styles="true">:root{}</style><h1>Prona</h1>';
    const html = withServerRender(INDEX, markup, [{ href: '/ui.css' }, { href: '/app.css' }, { href: '/remotes/mfe-map/843.a.css', chunk: 'mfe-map:chunk-843' }, { href: '/ui.css' }]);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/><link rel="stylesheet" href="/ui.css"><link rel="stylesheet" href="/app.css"><link rel="stylesheet" href="/remotes/mfe-map/843.a.css" data-rspack="mfe-map:chunk-843">',
    );
    expect(html).toContain('<div id="root" data-ssr><style data-mantine-styles="true">:root{}</style><h1>Prona</h1></div><script type="application/json" id="app-start">');
    // The entry script is left to the app-start script (allowed by its hash), after the main image.
    expect(html).not.toContain('<script defer');
    const start = JSON.parse(/<script type="application\/json" id="app-start">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as { scripts?: string[] };
    expect(start.scripts).toEqual(['/main.1.js']);
  });

  it('names the start\'s stylesheets from the build, the shared UI\'s first, and none without a build', () => {
    const dist = tempDir();
    expect(new StartStyles(dist).urls()).toEqual([]);
    fs.writeFileSync(path.join(dist, 'start-styles.json'), JSON.stringify({ css: ['128.a.css', '408.b.css'] }));
    fs.writeFileSync(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({ shared: [{ name: 'shared/ui', assets: { css: { sync: ['766.c.css'] } } }, { name: 'react', assets: { css: { sync: [] } } }] }),
    );
    expect(new StartStyles(dist).urls()).toEqual(['/766.c.css', '/128.a.css', '/408.b.css']);
  });
});
