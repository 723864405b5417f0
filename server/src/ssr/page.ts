/**
 * A server-rendered page: the shell's index.html with the app's own markup in #root (marked
 * `data-ssr`, so the browser hydrates it instead of rendering anew), the stylesheets that markup
 * wears linked in the head, and the resource hints React hoisted out of the render (the hero
 * image's preload) moved there too. The shell's entry scripts are taken out of the head and added
 * by the inline app-start script (./app-start) once the page's main image has painted. Every app
 * page, server-rendered or not, carries the remotes map inline.
 */
import fs from 'node:fs';
import path from 'node:path';
import { APP_START_ID, APP_START_MAX_WAIT_MS, APP_START_REQUESTS_PER_TASK, APP_START_SCRIPT } from './app-start';
import type { PageStylesheet, PreloadHint } from './preload';
import { escapeHtml, jsonForScript } from '../seo/escape';
import { APP_ROOT_ID, REMOTES_MAP_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from 'shared/contracts';

/** The app root as every app's index.html has it, empty. */
const ROOT = `<div id="${APP_ROOT_ID}"></div>`;
/** The hints React writes ahead of the markup when it renders without a document. */
const LEADING_LINKS = /^(?:<link [^>]*\/?>)+/;
/** The shell's entry scripts as the build writes them into index.html. */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

/** index.html with the remotes map inline (every app page carries it, saving the app a request). */
export function withRemoteMap(indexHtml: string, remoteMap: Record<string, unknown>): string {
  return indexHtml.replace('</head>', () => `<script type="application/json" id="${REMOTES_MAP_ELEMENT_ID}">${jsonForScript(remoteMap)}</script></head>`);
}

/**
 * The page without the build's entry scripts, and the app-start script that adds them (after
 * `preloads`) once the page's main image (`img[fetchpriority="high"]`) has loaded and painted,
 * so that image gets the connection first. Put `startScripts` after #root.
 */
export function withAppStart(indexHtml: string, preloads: readonly PreloadHint[]): { html: string; startScripts: string } {
  const scripts: string[] = [];
  const html = indexHtml.replace(ENTRY_SCRIPT, (_tag, src: string) => {
    scripts.push(src);
    return '';
  });
  const start = { scripts, preloads, maxWaitMs: APP_START_MAX_WAIT_MS, requestsPerTask: APP_START_REQUESTS_PER_TASK };
  const startScripts = `<script type="application/json" id="${APP_START_ID}">${jsonForScript(start)}</script><script>${APP_START_SCRIPT}</script>`;
  return { html, startScripts };
}

export interface ServerRenderExtras {
  /** What the app-start script fetches early with the app's scripts (the route's remotes and data). */
  preloads?: readonly PreloadHint[];
  /** Data the hydrating render reads (a JSON script, by id), e.g. the listings page. */
  data?: { id: string; value: unknown };
}

/** The render's leading hints and its stylesheets' links, for the head, and the markup after the hints. */
function headAndBody(markup: string, stylesheets: readonly PageStylesheet[]): { head: string; body: string } {
  const hints = LEADING_LINKS.exec(markup)?.[0] ?? '';
  const unique = new Map(stylesheets.map((style) => [style.href, style]));
  const styles = [...unique.values()]
    .map(({ href, chunk }) => `<link rel="stylesheet" href="${escapeHtml(href)}"${chunk ? ` data-rspack="${escapeHtml(chunk)}"` : ''}>`)
    .join('');
  return { head: hints + styles, body: markup.slice(hints.length) };
}

/**
 * A page that is only looked at: index.html with `markup` in #root and its stylesheets, without
 * the app's scripts (nothing hydrates it), and `notice` (HTML) before it. The back office's
 * preview of a listing's public page.
 */
export function withStaticRender(indexHtml: string, markup: string, stylesheets: readonly PageStylesheet[], notice: string): string {
  if (!indexHtml.includes(ROOT)) return indexHtml;
  const { head, body } = headAndBody(markup, stylesheets);
  return indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace('</head>', () => `${head}</head>`)
    .replace(ROOT, () => `${notice}<div id="${APP_ROOT_ID}">${body}</div>`);
}

/** index.html with `markup` as #root's content; the page as it was when it has no #root. */
export function withServerRender(indexHtml: string, markup: string, stylesheets: readonly PageStylesheet[], extras: ServerRenderExtras = {}): string {
  if (!indexHtml.includes(ROOT)) return indexHtml;
  const { head, body } = headAndBody(markup, stylesheets);
  const { html, startScripts } = withAppStart(indexHtml, extras.preloads ?? []);
  const data = extras.data ? `<script type="application/json" id="${escapeHtml(extras.data.id)}">${jsonForScript(extras.data.value)}</script>` : '';
  return html
    .replace('</head>', () => `${head}</head>`)
    .replace(ROOT, () => `<div id="${APP_ROOT_ID}" ${SERVER_RENDERED_ATTRIBUTE}>${body}</div>${data}${startScripts}`);
}

interface ShellManifest {
  shared?: { name?: string; assets?: { css?: { sync?: string[] } } }[];
}

/**
 * The stylesheets the app's start loads, as URLs: the bootstrap's (start-styles.json, written by
 * the build) and the shared UI facade's (the shell's mf-manifest.json). Read again when the
 * files change (a rebuild); a missing or broken file gives none, and the page still renders.
 */
export class StartStyles {
  private held: { key: string; urls: string[] } | null = null;

  constructor(private readonly shellDist: string) {}

  private read(file: string): unknown {
    try {
      return JSON.parse(fs.readFileSync(path.join(this.shellDist, file), 'utf8')) as unknown;
    } catch {
      return null;
    }
  }

  urls(): string[] {
    const key = ['start-styles.json', 'mf-manifest.json'].map((file) => this.statKey(file)).join(':');
    if (this.held?.key === key) return this.held.urls;
    const start = this.read('start-styles.json') as { css?: unknown } | null;
    const manifest = this.read('mf-manifest.json') as ShellManifest | null;
    const own = Array.isArray(start?.css) ? start.css.filter((file): file is string => typeof file === 'string') : [];
    const ui = manifest?.shared?.find((entry) => entry.name === 'shared/ui')?.assets?.css?.sync ?? [];
    // In the order the browser's start adds them: the shared UI's before the bootstrap's.
    const urls = [...new Set([...ui, ...own])].map((file) => `/${file}`);
    this.held = { key, urls };
    return urls;
  }

  private statKey(file: string): string {
    try {
      return String(fs.statSync(path.join(this.shellDist, file)).mtimeMs);
    } catch {
      return '-';
    }
  }
}
