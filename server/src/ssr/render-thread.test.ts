/**
 * The render thread: a server render runs beside the event loop, not on it, and a thread that
 * dies or hangs costs pages their server render only, until a new thread renders again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeShellDist, startTestApp, type TestApp } from '../test-app';
import { RenderThread } from './render-thread';

const dirs: string[] = [];
const threads: RenderThread[] = [];
const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all([...threads.splice(0).map((thread) => thread.close()), ...apps.splice(0).map((app) => app.close())]);
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A render build (render.cjs) with `body` as its renderRoute's code, in a folder of its own. */
function renderBuild(body: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-thread-'));
  dirs.push(dir);
  const file = path.join(dir, 'render.cjs');
  fs.writeFileSync(file, `exports.renderRoute = (path) => { ${body} };`);
  return file;
}

/** Replaces a build's code as a rebuild would (a newer modification time). */
function rebuild(file: string, body: string): void {
  fs.writeFileSync(file, `exports.renderRoute = (path) => { ${body} };`);
  const later = new Date(Date.now() + 5_000);
  fs.utimesSync(file, later, later);
}

function thread(file: string, logs: string[], timing = { stallMs: 400, restartDelayMs: 50, startMs: 30_000 }): RenderThread {
  const created = new RenderThread({ serverRender: file, remoteDists: {} }, (line) => logs.push(line), timing);
  threads.push(created);
  return created;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const page = (path: string) => ({ pathAndQuery: path, remoteMap: {}, modules: [] });

describe('the render thread', () => {
  it('renders off the event loop: robots.txt is answered while a page is still rendering', async () => {
    const release = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'render-release-')), 'go');
    dirs.push(path.dirname(release));
    // The render holds its thread (synchronously, as a large React render does) until the test lets it go.
    const render = `const fs = require('node:fs'); const end = Date.now() + 20000;
      while (!fs.existsSync(${JSON.stringify(release)}) && Date.now() < end) {}
      return '<main>Faqja</main>';`;
    const app = await startTestApp({ shellDist: fakeShellDist(undefined, `exports.renderRoute = () => { ${render} };`) });
    apps.push(app);

    let pageDone = false;
    const pending = fetch(`${app.origin}/home`).then(async (response) => {
      pageDone = true;
      return response.text();
    });
    // Give the render time to start holding its thread.
    await wait(300);
    const robots = await fetch(`${app.origin}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(pageDone).toBe(false);

    fs.writeFileSync(release, '');
    expect(await pending).toContain('<main>Faqja</main>');
    // A test app and a render thread to start: over 5 s on a loaded machine (under 1 s alone).
  }, 20_000);

  it('answers null for a thread that dies, logs it, and renders again with a new thread', async () => {
    const logs: string[] = [];
    const file = renderBuild("if (path === '/kontakti') process.exit(7); return '<main>' + path + '</main>';");
    const renderer = thread(file, logs, { stallMs: 10_000, restartDelayMs: 1_000, startMs: 30_000 });
    expect(await renderer.remotesFor('/home')).toEqual([]);
    expect(await renderer.render(page('/home'))).toEqual({ markup: '<main>/home</main>', styles: [] });

    expect(await renderer.render(page('/kontakti'))).toBeNull();
    expect(logs).toEqual(['[ssr] the render thread stopped (it exited with code 7): pages are rendered in the browser until a new one starts']);
    // Within the restart delay the browser renders; after it, a new thread does.
    expect(await renderer.render(page('/home'))).toBeNull();
    await wait(1_100);
    expect(await renderer.render(page('/home'))).toEqual({ markup: '<main>/home</main>', styles: [] });
  });

  it('ends a thread that stops answering, answers its pages null, and starts a new one', async () => {
    const logs: string[] = [];
    const file = renderBuild('for (;;) {}');
    const renderer = thread(file, logs);
    const [first, second] = await Promise.all([renderer.render(page('/home')), renderer.render(page('/kontakti'))]);
    expect([first, second]).toEqual([null, null]);
    expect(logs).toEqual([
      '[ssr] the render thread answered nothing for 400 ms: it is ended, and pages are rendered in the browser until a new one starts',
    ]);

    rebuild(file, "return '<main>ok</main>';");
    await wait(100);
    expect(await renderer.render(page('/home'))).toEqual({ markup: '<main>ok</main>', styles: [] });
  });

  it('passes on the render build\'s own log lines and answers null once it is closed', async () => {
    const logs: string[] = [];
    const renderer = thread(renderBuild("throw new Error('boom');"), logs);
    expect(await renderer.render(page('/home'))).toBeNull();
    expect(logs).toEqual(['[ssr] /home failed to render on the server, rendered in the browser instead: boom']);
    await renderer.close();
    expect(await renderer.render(page('/home'))).toBeNull();
    expect(logs).toHaveLength(1);
  });
});
