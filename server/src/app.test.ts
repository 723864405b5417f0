import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_START_CSP_SOURCE } from './ssr/app-start';
import type { ServerConfig } from './config';
import { fakeShellDist, startTestApp, tempDir, type TestApp } from './test-app';
import { storedMessages } from './contact/test-server';

const servers: TestApp[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

function listingsFile(dir: string, ids: string[], inactive: string[] = []): string {
  const file = path.join(dir, 'listings.json');
  const make = (id: string, active: boolean) => ({
    id,
    active,
    title: `Banesë ${id}`,
    description: 'Përshkrim.',
    category: 'apartment',
    option: 'Në Shitje',
    city: 'Prishtinë',
    subcity: 'Ulpiana',
    price: 90000,
    images: [`/assets/images/p${id}-1200.webp`],
    createdAt: '2026-05-01T00:00:00Z',
    details: { area: 70 },
  });
  fs.writeFileSync(file, JSON.stringify({ listings: [...ids.map((id) => make(id, true)), ...inactive.map((id) => make(id, false))] }));
  return file;
}

async function start(overrides: Partial<ServerConfig>): Promise<string> {
  const server = await startTestApp({ shellDist: fakeShellDist(), ...overrides });
  servers.push(server);
  return server.origin;
}

describe('the production server', () => {
  it('makes the static pages from the LISTINGS_FILE it starts with, and only for active listings', async () => {
    const dir = tempDir();
    const first = await start({ listingsFile: listingsFile(dir, ['11', '12'], ['13']) });
    expect((await fetch(`${first}/assets/pronat/11/index.html`)).status).toBe(200);
    expect((await fetch(`${first}/assets/pronat/13/index.html`)).status).toBe(404);

    // The agency removes 11 and adds 14: a restart serves exactly the new set.
    const second = await start({ listingsFile: listingsFile(tempDir(), ['12', '14']) });
    expect((await fetch(`${second}/assets/pronat/11/index.html`)).status).toBe(404);
    expect(await (await fetch(`${second}/assets/pronat/14/index.html`)).text()).toContain('<h1 lang="sq">Banesë 14</h1>');
    const sitemap = await (await fetch(`${second}/sitemap.xml`)).text();
    expect(sitemap).toContain('/pronat/14</loc>');
    expect(sitemap).not.toContain('/pronat/11</loc>');
    // Two starts, each writing every listing's static page in three languages.
  }, 20_000);

  it('answers /pronat/{id} with 200 and preview tags for a listing, 404 (noindex) for an unknown id', async () => {
    const base = await start({ listingsFile: listingsFile(tempDir(), ['21'], ['22']) });
    const known = await fetch(`${base}/pronat/21`);
    expect(known.status).toBe(200);
    const html = await known.text();
    expect(html).toContain('<title>Banesë 21 - ');
    expect(html).toContain('property="og:image" content="http://127.0.0.1:8080/assets/images/p21-1200.webp"');
    // The app's own page: server-rendered from the detail remote's build when there is one (../ssr/),
    // else rendered in the browser.
    expect(html).toMatch(/<div id="root"(?: data-ssr>|><\/div>)/);

    for (const unknown of ['/pronat/22', '/pronat/999', '/nowhere']) {
      const response = await fetch(`${base}${unknown}`);
      expect(response.status, unknown).toBe(404);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('keeps /admin out of search engines', async () => {
    const base = await start({ listingsFile: listingsFile(tempDir(), ['31']) });
    expect((await fetch(`${base}/admin`)).headers.get('x-robots-tag')).toBe('noindex');
  });

  it('sends a Content-Security-Policy naming exactly its own origin, the remote origins, tiles and images', async () => {
    const dir = tempDir();
    const remotesFile = path.join(dir, 'remotes.json');
    fs.writeFileSync(remotesFile, JSON.stringify({ 'mfe-map': 'https://cdn.example.org/map/mf-manifest.json', 'mfe-detail': '/remotes/mfe-detail/mf-manifest.json' }));
    const base = await start({ listingsFile: listingsFile(dir, ['41']), remotesFile });
    const response = await fetch(`${base}/pronat`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${APP_START_CSP_SOURCE} https://cdn.example.org;`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.basemaps\.cartocdn\.com/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    // The public site asks for no location; the back office may, for its point picker.
    expect(response.headers.get('permissions-policy')).toContain('geolocation=()');
    for (const adminPath of ['/admin/pronat/e-re', '/%61dmin/pronat/e-re']) {
      expect((await fetch(`${base}${adminPath}`)).headers.get('permissions-policy')).toContain('geolocation=(self)');
    }

    // A redeploy to another origin changes the policy without a restart.
    fs.writeFileSync(remotesFile, JSON.stringify({ 'mfe-map': 'https://cdn2.example.org/map/mf-manifest.json' }));
    const later = fs.statSync(remotesFile).mtimeMs + 1000;
    fs.utimesSync(remotesFile, later / 1000, later / 1000);
    const again = (await fetch(`${base}/remotes.json`)).headers.get('content-security-policy') ?? '';
    expect(again).toContain(`script-src 'self' ${APP_START_CSP_SOURCE} https://cdn2.example.org;`);
  });

  it('allows the one inline script of a server-rendered page by its hash, and no other', async () => {
    const render = "exports.renderRoute = () => '<main>Faqja</main>';";
    const base = await start({ listingsFile: listingsFile(tempDir(), ['42']), shellDist: fakeShellDist(undefined, render) });
    const response = await fetch(`${base}/home`);
    const html = await response.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${crypto.createHash('sha256').update(inline[0] ?? '', 'utf8').digest('base64')}'`;
    const scriptSources = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? [];
    expect(scriptSources).toEqual(["'self'", hash]);
  });

  it("renders pages with the public address it was started with (SITE_URL), the one the page's language alternates name", async () => {
    const render = "exports.renderRoute = (path, input) => '<main data-site-url=\"' + (input && input.siteUrl) + '\">Faqja</main>';";
    const server = await startTestApp({ listingsFile: listingsFile(tempDir(), ['42']), shellDist: fakeShellDist(undefined, render) }, { SITE_URL: 'https://prona.example' });
    servers.push(server);
    const html = await (await fetch(`${server.origin}/home`)).text();
    expect(html).toContain('<main data-site-url="https://prona.example">');
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="https:\/\/prona\.example\//);
  });

  it('answers paths that climb out of the served folders with 404', async () => {
    const base = await start({ listingsFile: listingsFile(tempDir(), ['51']) });
    for (const attempt of ['/assets/..%2f..%2fpackage.json', '/remotes/mfe-map/..%2f..%2fpackage.json', '/assets/%2e%2e/%2e%2e/site.config.json', '/..%2fpackage.json']) {
      const response = await fetch(`${base}${attempt}`);
      expect(response.status, attempt).toBe(404);
      expect(await response.text()).not.toContain('"name"');
    }
  });
  it('reads a request target starting with // as a path, never as a host or a crash', async () => {
    const base = await start({ listingsFile: listingsFile(tempDir(), ['51']) });
    const { port } = new URL(base);
    const expected: Record<string, number> = { '//': 200, '///': 200, '//evil.example/pronat': 404 };
    for (const [target, want] of Object.entries(expected)) {
      const status = await new Promise<number>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, path: target }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        }).on('error', reject);
      });
      expect(status, target).toBe(want);
    }
  });

  it('answers odd paths anywhere with 404, logging no stack trace', async () => {
    const base = await start({ listingsFile: listingsFile(tempDir(), ['61']) });
    const logged: string[] = [];
    const spies = (['log', 'warn', 'error'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' '))),
    );
    try {
      const odd = [
        '/remotes/constructor/x',
        '/remotes/__proto__/mf-manifest.json',
        '/remotes/hasOwnProperty/',
        '/remotes/mfe-map/%E0%A4%A',
        '/remotes/mfe-map/.env',
        '/remotes/',
        '/remotes//x',
        '/assets/%00',
        '/assets/pronat/constructor/index.html',
        '/pronat/%E0%A4%A',
        '/assets/data/listings/__proto__.json',
        '/%2e%2e/%2e%2e/etc/passwd',
      ];
      for (const urlPath of odd) {
        const response = await fetch(`${base}${urlPath}`);
        const status = urlPath === '/assets/data/listings/__proto__.json' ? 200 : 404;
        expect(response.status, urlPath).toBe(status);
      }
      expect(logged.filter((line) => /\n\s+at |Error/.test(line))).toEqual([]);
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });

  it('sends Strict-Transport-Security, and an img-src that allows the photo hosts of the listings', async () => {
    const dir = tempDir();
    const file = listingsFile(dir, ['71']);
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { listings: { images: string[] }[] };
    data.listings[0]!.images = ['https://photos.example-cdn.net/p/71-1200.webp', 'https://bucket.example.org:8443/a.webp'];
    fs.writeFileSync(file, JSON.stringify(data));
    const base = await start({ listingsFile: file });
    const response = await fetch(`${base}/pronat`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const imgSrc = /img-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? [];
    expect(imgSrc).toContain('https://photos.example-cdn.net');
    expect(imgSrc).toContain('https://bucket.example.org:8443');
    expect(response.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*example-cdn/);
  });
});

describe('the contact form on the production server', () => {
  const post = (base: string, body: string) =>
    fetch(`${base}/`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
  const form = 'form-name=contact&name=Arta&phone=044123456&message=Tung';

  it('answers 400 to a field sent twice, the honeypot included, and stores nothing', async () => {
    const dataDir = tempDir();
    const server = await startTestApp({ shellDist: fakeShellDist(), dataDir });
    servers.push(server);
    for (const body of [`${form}&bot-field=&bot-field=x`, `${form}&phone=1`, `${form}&form-name=contact`]) {
      const response = await post(server.origin, body);
      expect(response.status, body).toBe(400);
      expect(await response.json()).toMatchObject({ ok: false, error: 'duplicate-field' });
    }
    expect(await storedMessages(dataDir, { spam: true })).toEqual([]);
    expect(await storedMessages(dataDir)).toEqual([]);
  });

  it('stores no control character, and `pnpm messages` prints nothing a terminal would act on', async () => {
    const dataDir = tempDir();
    const server = await startTestApp({ shellDist: fakeShellDist(), dataDir });
    servers.push(server);
    const hostile = new URLSearchParams({
      'form-name': 'contact',
      name: 'Arta\u001b[2J\u001b[H',
      phone: '044 123 456\u0007',
      message: 'Rreshti 1\r\nRreshti 2\r\u001b[1AFalse line\u009b2K',
    }).toString();
    expect((await post(server.origin, hostile)).status).toBe(200);
    const [record] = await storedMessages(dataDir);
    expect(record).toMatchObject({ name: 'Arta[2J[H', phone: '044 123 456', message: 'Rreshti 1\nRreshti 2\n[1AFalse line2K' });
    // A record stored before this change (an older version's JSON-lines file, moved into the
    // store by the tool) is printed safely all the same.
    fs.appendFileSync(
      path.join(dataDir, 'contact-messages.jsonl'),
      `${JSON.stringify({ id: 'old', receivedAt: '2026-11-01T10:00:00Z', name: 'Old\u001b]0;x\u0007', email: '', phone: '1', message: 'a\rb\u001b[2J', page: '' })}\n`,
    );
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/src/cli/messages.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATA_DIR: dataDir },
    });
    expect(stdout).toContain('Rreshti 2');
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    expect(stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(stdout).toContain('Old\\x1b]0;x\\x07');
  }, 30_000);
});
