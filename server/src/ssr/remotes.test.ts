import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ManifestReader } from './preload';
import { RemoteServerBuilds } from './remotes';

const dirs: string[] = [];
const servers: http.Server[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'Page', path: './Page', assets: { js: { sync: ['page.js'] }, css: { sync: ['page.css'] } } }],
};

/** A deployed remote folder: its manifest and a server build whose Page answers `label` from the shared 'react'. */
function deploy(dir: string, label: string, mtime = new Date()): void {
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(MANIFEST));
  const file = path.join(dir, 'server/remote.cjs');
  fs.writeFileSync(file, `const react = require('react');\nexports.exposes = { './Page': function Page() { return react.tag + ':${label}'; } };\n`);
  fs.utimesSync(file, mtime, mtime);
}

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-builds-'));
  dirs.push(dir);
  return dir;
}

const shared = { react: { tag: 'shell-react' } };
const render = (component: unknown) => (component as () => string)();

describe('remotes\' server builds', () => {
  it('loads a remote\'s build from its dist with the shell\'s shared modules, and again when it is rebuilt', async () => {
    const dist = tempDir();
    deploy(dist, 'one', new Date(Date.now() - 10_000));
    const logs: string[] = [];
    const builds = new RemoteServerBuilds({ 'mfe-x': dist }, new ManifestReader({ 'mfe-x': dist }), (line) => logs.push(line));
    const map = { 'mfe-x': '/remotes/mfe-x/mf-manifest.json' };
    const first = await builds.load(map, ['mfe-x/Page'], shared);
    expect(render(first.exposed.get('mfe-x/Page'))).toBe('shell-react:one');
    expect(first.styles).toEqual([{ href: '/remotes/mfe-x/page.css' }]);
    deploy(dist, 'two');
    expect(render((await builds.load(map, ['mfe-x/Page'], shared)).exposed.get('mfe-x/Page'))).toBe('shell-react:two');
    expect(logs).toEqual([]);
  });

  it('fetches a remote deployed to a URL, and follows the map to a new one', async () => {
    const root = tempDir();
    deploy(path.join(root, 'v1'), 'v1');
    deploy(path.join(root, 'v2'), 'v2');
    const server = http.createServer((request, response) => {
      const file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
      if (!file.startsWith(root) || !fs.existsSync(file)) return void response.writeHead(404).end();
      response.end(fs.readFileSync(file));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const builds = new RemoteServerBuilds({}, new ManifestReader({}), () => undefined);
    const v1 = await builds.load({ 'mfe-x': `${origin}/v1/mf-manifest.json` }, ['mfe-x/Page'], shared);
    expect(render(v1.exposed.get('mfe-x/Page'))).toBe('shell-react:v1');
    expect(v1.styles).toEqual([{ href: `${origin}/v1/page.css` }]);
    const v2 = await builds.load({ 'mfe-x': `${origin}/v2/mf-manifest.json` }, ['mfe-x/Page'], shared);
    expect(render(v2.exposed.get('mfe-x/Page'))).toBe('shell-react:v2');
  });

  it('leaves out a build that is missing, throws or asks for a module the shell does not share, saying so once', async () => {
    const dist = tempDir();
    const logs: string[] = [];
    const builds = new RemoteServerBuilds({ 'mfe-x': dist }, new ManifestReader({ 'mfe-x': dist }), (line) => logs.push(line));
    const map = { 'mfe-x': '/remotes/mfe-x/mf-manifest.json' };
    expect((await builds.load(map, ['mfe-x/Page'], shared)).exposed.size).toBe(0);
    expect((await builds.load(map, ['mfe-x/Page'], shared)).exposed.size).toBe(0);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^\[ssr\] mfe-x's server build cannot be used \(there is none at .*\): its regions are rendered in the browser$/);

    fs.mkdirSync(path.join(dist, 'server'));
    fs.writeFileSync(path.join(dist, 'server/remote.cjs'), "throw new Error('broken');");
    expect((await builds.load(map, ['mfe-x/Page'], shared)).exposed.size).toBe(0);
    expect((await builds.load(map, ['mfe-x/Page'], shared)).exposed.size).toBe(0);
    expect(logs).toHaveLength(2);
    expect(logs[1]).toContain('(broken)');

    const later = new Date(Date.now() + 5_000);
    fs.writeFileSync(path.join(dist, 'server/remote.cjs'), "require('left-pad'); exports.exposes = {};");
    fs.utimesSync(path.join(dist, 'server/remote.cjs'), later, later);
    expect((await builds.load(map, ['mfe-x/Page'], shared)).exposed.size).toBe(0);
    expect(logs).toHaveLength(3);
    expect(logs[2]).toContain('it requires "left-pad", which the shell does not share');
  });
});
