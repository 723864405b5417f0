/**
 * Renders every photo referenced by `public/data/listings.json` into `.generated/images/`.
 *
 * Each URL `/assets/images/{kind}-{nn}-1200.webp` becomes two files: `{kind}-{nn}-1200.webp`
 * (1200×800) and `{kind}-{nn}-600.webp` (600×400). The pictures are illustrations composed as
 * SVG (skies, hills, houses, furnished rooms in perspective, fields...) and rasterised with
 * sharp; each variant number gets its own deterministic colours and layout.
 *
 * Files that already exist and are newer than both listings.json and this script are skipped,
 * so repeated builds are instant.
 */
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SCRIPT = fileURLToPath(import.meta.url);
const LISTINGS = path.join(HERE, 'public', 'data', 'listings.json');
const OUT_DIR = path.join(HERE, '.generated', 'images');

const W = 1200;
const H = 800;
const QUALITY = 70;

// ---------------------------------------------------------------------------
// Small utilities
// ---------------------------------------------------------------------------

type Pt = readonly [number, number];

interface Rng {
  (): number;
  int(min: number, max: number): number;
  range(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

function makeRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng = next as Rng;
  rng.int = (min, max) => min + Math.floor(next() * (max - min + 1));
  rng.range = (min, max) => min + next() * (max - min);
  rng.pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from empty list');
    return item;
  };
  rng.chance = (p) => next() < p;
  return rng;
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function rgb(color: string): [number, number, number] {
  const n = Number.parseInt(color.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  const c = (x: number, y: number) => Math.round(x + (y - x) * t).toString(16).padStart(2, '0');
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}
const shade = (c: string, t: number) => mix(c, '#000000', t);
const tint = (c: string, t: number) => mix(c, '#ffffff', t);

const n1 = (v: number) => Math.round(v * 10) / 10;
const pts = (points: readonly Pt[]) => points.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ');

/** Collects defs and shapes of one SVG document. */
class Svg {
  private defs: string[] = [];
  private body: string[] = [];
  private seq = 0;

  add(markup: string): void {
    this.body.push(markup);
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  id(prefix: string): string {
    this.seq += 1;
    return `${prefix}${this.seq}`;
  }

  /** Linear gradient in user space from (x1,y1) to (x2,y2); returns `url(#id)`. */
  linear(x1: number, y1: number, x2: number, y2: number, stops: readonly (readonly [number, string, number?])[]): string {
    const id = this.id('g');
    const s = stops
      .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
      .join('');
    this.def(`<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}">${s}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(cx: number, cy: number, r: number, stops: readonly (readonly [number, string, number?])[]): string {
    const id = this.id('r');
    const s = stops
      .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
      .join('');
    this.def(`<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}">${s}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Radial fade filling the shape's bounding box (works for ellipses). */
  soft(color: string, opacity: number): string {
    const id = this.id('s');
    this.def(`<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="0.6" stop-color="${color}" stop-opacity="${n1(opacity * 0.5 * 100) / 100}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`);
    return `url(#${id})`;
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): void {
    this.add(`<rect x="${n1(x)}" y="${n1(y)}" width="${n1(Math.max(0, w))}" height="${n1(Math.max(0, h))}" fill="${fill}" ${extra}/>`);
  }

  poly(points: readonly Pt[], fill: string, extra = ''): void {
    this.add(`<polygon points="${pts(points)}" fill="${fill}" ${extra}/>`);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): void {
    this.add(`<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(rx)}" ry="${n1(ry)}" fill="${fill}" ${extra}/>`);
  }

  line(a: Pt, b: Pt, stroke: string, width: number, extra = ''): void {
    this.add(`<line x1="${n1(a[0])}" y1="${n1(a[1])}" x2="${n1(b[0])}" y2="${n1(b[1])}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`);
  }

  path(d: string, fill: string, extra = ''): void {
    this.add(`<path d="${d}" fill="${fill}" ${extra}/>`);
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

/** Photographic finish: a gentle vignette and a warm/cool grade. */
function finish(s: Svg, warmth: string, strength = 0.35): void {
  s.rect(0, 0, W, H, warmth, 'opacity="0.06"');
  s.rect(0, 0, W, H, s.radial(W / 2, H / 2, 820, [[0.55, '#000000', 0], [1, '#000000', strength]]));
}

// ---------------------------------------------------------------------------
// Outdoor pieces
// ---------------------------------------------------------------------------

interface SkyMood {
  top: string;
  bottom: string;
  sun: string;
  sunGlow: string;
  cloud: string;
  haze: string;
  grade: string;
}

const MOODS: readonly SkyMood[] = [
  { top: '#2f7fd6', bottom: '#bfe1f7', sun: '#fffbe6', sunGlow: '#fff3c4', cloud: '#ffffff', haze: '#d9ecf7', grade: '#fff2d6' },
  { top: '#4a90e2', bottom: '#d6eefc', sun: '#fffdf0', sunGlow: '#fff7d6', cloud: '#ffffff', haze: '#e3f1fa', grade: '#ffffff' },
  { top: '#3b6fb6', bottom: '#f6d7a8', sun: '#ffe9b0', sunGlow: '#ffc870', cloud: '#fde7d3', haze: '#f3d9b8', grade: '#ffb35c' },
  { top: '#5b9bd5', bottom: '#e8f4fb', sun: '#ffffff', sunGlow: '#fffbe8', cloud: '#f7fbff', haze: '#e6f1f8', grade: '#e8f3ff' },
  { top: '#1f6fc4', bottom: '#a9d6f5', sun: '#fffbe6', sunGlow: '#fff1b8', cloud: '#ffffff', haze: '#cfe6f5', grade: '#fff5e0' },
  { top: '#6f86c9', bottom: '#f9c99b', sun: '#fff0c2', sunGlow: '#ffb070', cloud: '#fbd9c4', haze: '#f4cfae', grade: '#ff9a4d' },
  { top: '#7fa7cf', bottom: '#dde8ef', sun: '#fdfdfd', sunGlow: '#eef3f7', cloud: '#f2f5f8', haze: '#dfe7ed', grade: '#dfe9f2' },
  { top: '#2c86d8', bottom: '#cbe9fb', sun: '#fffef2', sunGlow: '#fff6cc', cloud: '#ffffff', haze: '#dcedf8', grade: '#fff6e6' },
];

function sky(s: Svg, r: Rng, mood: SkyMood, horizon: number): void {
  s.rect(0, 0, W, H, s.linear(0, 0, 0, horizon + 40, [[0, mood.top], [1, mood.bottom]]));
  const sx = r.range(120, 1080);
  const sy = r.range(70, Math.min(220, horizon - 140));
  s.ellipse(sx, sy, 260, 260, s.radial(sx, sy, 260, [[0, mood.sunGlow, 0.85], [0.35, mood.sunGlow, 0.35], [1, mood.sunGlow, 0]]));
  s.ellipse(sx, sy, 34, 34, mood.sun);
  const clouds = r.int(2, 5);
  for (let i = 0; i < clouds; i++) cloud(s, r, r.range(-50, W + 50), r.range(50, horizon - 170), r.range(0.6, 1.4), mood.cloud);
}

function cloud(s: Svg, r: Rng, x: number, y: number, k: number, color: string): void {
  const parts: string[] = [];
  const n = r.int(4, 7);
  for (let i = 0; i < n; i++) {
    const cx = x + (i - n / 2) * 34 * k + r.range(-10, 10);
    const cy = y - Math.sin((i / (n - 1)) * Math.PI) * 26 * k + r.range(-6, 6);
    const rad = (26 + Math.sin((i / (n - 1)) * Math.PI) * 22 + r.range(-5, 5)) * k;
    parts.push(`<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(rad)}"/>`);
  }
  parts.push(`<rect x="${n1(x - n * 18 * k)}" y="${n1(y - 4 * k)}" width="${n1(n * 36 * k)}" height="${n1(26 * k)}" rx="${n1(13 * k)}"/>`);
  s.add(`<g fill="${shade(color, 0.08)}" opacity="0.55" transform="translate(4 8)">${parts.join('')}</g>`);
  s.add(`<g fill="${color}" opacity="0.92">${parts.join('')}</g>`);
}

/** A smooth ridge line across the picture; fills down to `bottom`. */
function ridge(s: Svg, r: Rng, base: number, amp: number, fill: string, bottom = H, bumps = 5, jagged = false): Pt[] {
  const points: Pt[] = [];
  const step = (W + 200) / bumps;
  for (let i = 0; i <= bumps; i++) points.push([-100 + i * step, base - r.range(0.2, 1) * amp]);
  let d = `M -100 ${bottom} L -100 ${n1(points[0]?.[1] ?? base)}`;
  for (let i = 1; i < points.length; i++) {
    const prev = points[i - 1];
    const cur = points[i];
    if (!prev || !cur) continue;
    if (jagged) {
      const mx = (prev[0] + cur[0]) / 2 + r.range(-30, 30);
      const my = Math.min(prev[1], cur[1]) - r.range(0.3, 0.9) * amp;
      d += ` L ${n1(mx)} ${n1(my)} L ${n1(cur[0])} ${n1(cur[1])}`;
    } else {
      const mx = (prev[0] + cur[0]) / 2;
      d += ` C ${n1(mx)} ${n1(prev[1])} ${n1(mx)} ${n1(cur[1])} ${n1(cur[0])} ${n1(cur[1])}`;
    }
  }
  d += ` L ${W + 100} ${bottom} Z`;
  s.path(d, fill);
  return points;
}

/** Snow-capped mountain range with atmospheric colour. */
function mountains(s: Svg, r: Rng, base: number, color: string, snow: boolean): void {
  const peaks: Pt[] = [];
  let x = -80;
  while (x < W + 80) {
    peaks.push([x, base - r.range(70, 190)]);
    x += r.range(140, 260);
  }
  let d = `M -100 ${base + 60}`;
  const valley = (a: Pt, b: Pt): Pt => [(a[0] + b[0]) / 2 + r.range(-20, 20), Math.max(a[1], b[1]) + r.range(40, 90)];
  for (let i = 0; i < peaks.length; i++) {
    const p = peaks[i];
    if (!p) continue;
    d += ` L ${n1(p[0])} ${n1(p[1])}`;
    const q = peaks[i + 1];
    if (q) {
      const v = valley(p, q);
      d += ` L ${n1(v[0])} ${n1(Math.min(v[1], base))}`;
    }
  }
  d += ` L ${W + 100} ${base + 60} Z`;
  s.path(d, s.linear(0, base - 200, 0, base + 60, [[0, shade(color, 0.05)], [1, tint(color, 0.35)]]));
  if (snow) {
    for (const p of peaks) {
      const w = r.range(22, 40);
      const h = w * r.range(0.7, 1.1);
      s.poly(
        [
          [p[0], p[1]],
          [p[0] + w, p[1] + h],
          [p[0] + w * 0.45, p[1] + h * 0.8],
          [p[0] + w * 0.05, p[1] + h * 1.05],
          [p[0] - w * 0.4, p[1] + h * 0.75],
          [p[0] - w, p[1] + h],
        ],
        '#f4f7fb',
        'opacity="0.9"',
      );
    }
  }
}

function deciduous(s: Svg, r: Rng, x: number, ground: number, k: number, green: string): void {
  s.ellipse(x + 14 * k, ground + 2, 70 * k, 14 * k, s.soft('#000000', 0.35));
  s.poly(
    [
      [x - 7 * k, ground],
      [x - 4 * k, ground - 90 * k],
      [x + 4 * k, ground - 90 * k],
      [x + 7 * k, ground],
    ],
    '#5a4030',
  );
  const blobs: string[] = [];
  const light: string[] = [];
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2;
    const bx = x + Math.cos(a) * 38 * k + r.range(-8, 8) * k;
    const by = ground - 130 * k + Math.sin(a) * 34 * k + r.range(-8, 8) * k;
    const rad = r.range(30, 44) * k;
    blobs.push(`<circle cx="${n1(bx)}" cy="${n1(by)}" r="${n1(rad)}"/>`);
    if (Math.sin(a) < 0.2 && Math.cos(a) < 0.5) light.push(`<circle cx="${n1(bx - 6 * k)}" cy="${n1(by - 8 * k)}" r="${n1(rad * 0.6)}"/>`);
  }
  blobs.push(`<circle cx="${n1(x)}" cy="${n1(ground - 130 * k)}" r="${n1(46 * k)}"/>`);
  s.add(`<g fill="${shade(green, 0.18)}">${blobs.join('')}</g>`);
  s.add(`<g fill="${tint(green, 0.18)}" opacity="0.8">${light.join('')}</g>`);
}

function conifer(s: Svg, x: number, ground: number, k: number, green: string): void {
  s.ellipse(x + 10 * k, ground + 2, 38 * k, 9 * k, s.soft('#000000', 0.35));
  s.rect(x - 4 * k, ground - 24 * k, 8 * k, 24 * k, '#4f3a2b');
  for (let i = 0; i < 4; i++) {
    const top = ground - 24 * k - (i + 1) * 38 * k;
    const half = (44 - i * 9) * k;
    s.poly(
      [
        [x, top - 22 * k],
        [x + half, top + 40 * k],
        [x - half, top + 40 * k],
      ],
      i % 2 === 0 ? shade(green, 0.25) : shade(green, 0.15),
    );
    s.poly(
      [
        [x, top - 22 * k],
        [x - half, top + 40 * k],
        [x - half * 0.2, top + 36 * k],
      ],
      tint(green, 0.1),
      'opacity="0.7"',
    );
  }
}

function bush(s: Svg, r: Rng, x: number, ground: number, w: number, green: string, flowers?: string): void {
  const n = Math.max(2, Math.round(w / 26));
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const bx = x + (i + 0.5) * (w / n);
    parts.push(`<circle cx="${n1(bx)}" cy="${n1(ground - 14 - r.range(0, 8))}" r="${n1(r.range(16, 24))}"/>`);
  }
  s.add(`<g fill="${shade(green, 0.1)}">${parts.join('')}</g>`);
  s.add(`<g fill="${tint(green, 0.15)}" opacity="0.6" transform="translate(-4 -5) ">${parts.slice(0, Math.ceil(n / 2)).join('')}</g>`);
  if (flowers) {
    const dots: string[] = [];
    for (let i = 0; i < n * 3; i++) dots.push(`<circle cx="${n1(x + r.range(6, w - 6))}" cy="${n1(ground - r.range(10, 34))}" r="3.2"/>`);
    s.add(`<g fill="${flowers}">${dots.join('')}</g>`);
  }
}

function car(s: Svg, x: number, y: number, k: number, color: string): void {
  s.ellipse(x + 75 * k, y + 2, 95 * k, 12 * k, s.soft('#000000', 0.5));
  s.path(
    `M ${n1(x)} ${n1(y - 14 * k)} Q ${n1(x)} ${n1(y - 40 * k)} ${n1(x + 30 * k)} ${n1(y - 42 * k)} L ${n1(x + 45 * k)} ${n1(y - 66 * k)} Q ${n1(x + 50 * k)} ${n1(y - 72 * k)} ${n1(x + 60 * k)} ${n1(y - 72 * k)} L ${n1(x + 100 * k)} ${n1(y - 72 * k)} Q ${n1(x + 110 * k)} ${n1(y - 72 * k)} ${n1(x + 118 * k)} ${n1(y - 60 * k)} L ${n1(x + 128 * k)} ${n1(y - 42 * k)} Q ${n1(x + 150 * k)} ${n1(y - 40 * k)} ${n1(x + 150 * k)} ${n1(y - 20 * k)} L ${n1(x + 150 * k)} ${n1(y - 10 * k)} L ${n1(x)} ${n1(y - 10 * k)} Z`,
    color,
  );
  s.path(
    `M ${n1(x + 50 * k)} ${n1(y - 44 * k)} L ${n1(x + 60 * k)} ${n1(y - 64 * k)} L ${n1(x + 78 * k)} ${n1(y - 64 * k)} L ${n1(x + 78 * k)} ${n1(y - 44 * k)} Z M ${n1(x + 84 * k)} ${n1(y - 44 * k)} L ${n1(x + 84 * k)} ${n1(y - 64 * k)} L ${n1(x + 104 * k)} ${n1(y - 64 * k)} L ${n1(x + 116 * k)} ${n1(y - 44 * k)} Z`,
    '#9fc3da',
    'opacity="0.9"',
  );
  s.rect(x + 2 * k, y - 30 * k, 146 * k, 4 * k, tint(color, 0.3), 'opacity="0.6"');
  for (const wx of [x + 32 * k, x + 118 * k]) {
    s.ellipse(wx, y - 10 * k, 15 * k, 15 * k, '#1d1f22');
    s.ellipse(wx, y - 10 * k, 7 * k, 7 * k, '#9aa0a6');
  }
}

/** Glass pane with a sky reflection. */
function glass(s: Svg, x: number, y: number, w: number, h: number, base: string, frame: string, mullion = true): void {
  s.rect(x - 4, y - 4, w + 8, h + 8, frame);
  s.rect(x, y, w, h, s.linear(x, y, x + w * 0.6, y + h, [[0, tint(base, 0.55)], [0.45, base], [1, shade(base, 0.35)]]));
  s.poly(
    [
      [x + w * 0.15, y],
      [x + w * 0.42, y],
      [x + w * 0.1, y + h],
      [x, y + h],
    ],
    '#ffffff',
    'opacity="0.16"',
  );
  if (mullion) {
    s.rect(x + w / 2 - 2, y, 4, h, frame);
    if (h > w * 1.1) s.rect(x, y + h * 0.38 - 2, w, 4, frame);
  }
}

function lawn(s: Svg, top: number, grass: string): void {
  s.rect(0, top, W, H - top, s.linear(0, top, 0, H, [[0, tint(grass, 0.1)], [1, shade(grass, 0.22)]]));
}

function grassTufts(s: Svg, r: Rng, top: number, grass: string, count: number): void {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = r.range(0, W);
    const y = r.range(top + 20, H);
    const k = 0.5 + (y - top) / (H - top);
    parts.push(`M ${n1(x - 5 * k)} ${n1(y)} L ${n1(x - 2 * k)} ${n1(y - 12 * k)} L ${n1(x)} ${n1(y)} L ${n1(x + 3 * k)} ${n1(y - 14 * k)} L ${n1(x + 5 * k)} ${n1(y)} Z`);
  }
  s.path(parts.join(' '), shade(grass, 0.25), 'opacity="0.55"');
}

// ---------------------------------------------------------------------------
// Exterior: house
// ---------------------------------------------------------------------------

const WALLS = ['#f3ede2', '#f7f3ec', '#e9d6bd', '#d9c3a5', '#eae7e1', '#f0e0c8', '#dcd6cc', '#f4e7d7'];
const ROOFS = ['#a64b32', '#8c3b2a', '#4a4f57', '#6b4433', '#b35a3c', '#3e4349', '#7a3b2e', '#59606a'];
const GREENS = ['#5f9b45', '#6aa84f', '#4f8a3c', '#78ad52', '#5a8f3e', '#6f9f48', '#7aa35a', '#5b9a4a'];

function exteriorHouse(v: number, r: Rng): Svg {
  const s = new Svg();
  const mood = at(MOODS, v - 1);
  const horizon = r.range(470, 520);
  sky(s, r, mood, horizon);
  mountains(s, r, horizon - 30, mix(mood.haze, '#6d7f99', 0.45), r.chance(0.4));
  const grass = at(GREENS, (v + 2) % GREENS.length);
  ridge(s, r, horizon - 10, 60, mix(grass, mood.haze, 0.45), H, 4);
  // Distant tree line.
  const far: string[] = [];
  for (let x = -20; x < W + 20; x += r.range(18, 34)) far.push(`<circle cx="${n1(x)}" cy="${n1(horizon + 8 - r.range(0, 14))}" r="${n1(r.range(14, 24))}"/>`);
  s.add(`<g fill="${mix(shade(grass, 0.3), mood.haze, 0.35)}">${far.join('')}</g>`);
  const ground = horizon + 100;
  lawn(s, horizon + 10, grass);

  // House geometry (oblique projection).
  const wall = at(WALLS, (v * 3) % WALLS.length);
  const roof = at(ROOFS, (v * 5) % ROOFS.length);
  const storeys = v % 3 === 0 ? 1 : 2;
  const storeyH = storeys === 1 ? 150 : 120;
  const width = storeys === 1 ? r.range(500, 580) : r.range(400, 470);
  const x0 = r.range(330, 460) - (storeys === 1 ? 60 : 0);
  const x1 = x0 + width;
  const base = ground + 40;
  const top = base - storeys * storeyH;
  const dir = v % 2 === 0 ? 1 : -1;
  const dx = 130 * dir;
  const dy = -46;
  const sideX = dir > 0 ? x1 : x0;

  // Shadow on the lawn.
  s.ellipse((x0 + x1) / 2 + 50, base + 10, width * 0.7, 50, s.soft('#000000', 0.3));
  // Side wall (in shade) with a gable.
  const roofH = storeys === 1 ? 120 : 105;
  s.poly(
    [
      [sideX, base],
      [sideX, top],
      [sideX + dx, top + dy],
      [sideX + dx, base + dy],
    ],
    shade(wall, 0.2),
  );
  s.poly(
    [
      [sideX, top],
      [sideX + dx / 2, top + dy / 2 - roofH],
      [sideX + dx, top + dy],
    ],
    shade(wall, 0.26),
  );
  // Side window.
  const swx = sideX + dx * 0.32;
  const sww = dx * 0.36;
  s.poly(
    [
      [swx, top + 40 + dy * 0.32],
      [swx + sww, top + 40 + dy * 0.68],
      [swx + sww, top + 100 + dy * 0.68],
      [swx, top + 100 + dy * 0.32],
    ],
    '#5b7286',
  );
  // Front wall.
  s.rect(x0, top, width, base - top, s.linear(x0, top, x0, base, [[0, tint(wall, 0.08)], [1, shade(wall, 0.06)]]));
  // Stone plinth.
  s.rect(x0 - 4, base - 22, width + 8, 22, '#8d8a85');
  s.rect(x0 - 4, base - 22, width + 8, 3, '#a9a6a0');
  if (storeys === 2) s.rect(x0, top + storeyH - 4, width, 8, shade(wall, 0.1));
  // Roof front plane.
  const over = 26;
  const ridgeY = top + dy / 2 - roofH;
  const roofPts: Pt[] = [
    [x0 - over, top + 6],
    [x1 + over, top + 6],
    [x1 + dx / 2 + (dir > 0 ? over : 0), ridgeY],
    [x0 + dx / 2 - (dir < 0 ? over : 0), ridgeY],
  ];
  s.poly(roofPts, s.linear(0, ridgeY, 0, top + 6, [[0, shade(roof, 0.15)], [1, tint(roof, 0.12)]]));
  // Tile rows.
  const rows: string[] = [];
  for (let i = 1; i < 7; i++) {
    const t = i / 7;
    const y = ridgeY + (top + 6 - ridgeY) * t;
    const lx = x0 + dx / 2 - (dir < 0 ? over : 0) + (x0 - over - (x0 + dx / 2 - (dir < 0 ? over : 0))) * t;
    const rx = x1 + dx / 2 + (dir > 0 ? over : 0) + (x1 + over - (x1 + dx / 2 + (dir > 0 ? over : 0))) * t;
    rows.push(`M ${n1(lx)} ${n1(y)} L ${n1(rx)} ${n1(y)}`);
  }
  s.path(rows.join(' '), 'none', `stroke="${shade(roof, 0.3)}" stroke-width="2" opacity="0.5"`);
  s.rect(x0 - over, top + 4, width + 2 * over, 8, shade(roof, 0.35));
  // Eave shadow.
  s.rect(x0, top + 12, width, 16, '#000000', 'opacity="0.12"');
  // Chimney.
  const cx = x0 + width * (dir > 0 ? 0.25 : 0.7);
  const cTop = ridgeY + (top - ridgeY) * 0.35 - 40;
  s.rect(cx, cTop, 30, 60, shade(wall, 0.15));
  s.rect(cx - 4, cTop - 8, 38, 10, '#5d5a56');

  // Windows and door.
  const frame = v % 4 === 1 ? '#3c3f44' : '#ffffff';
  const shutters = v % 4 === 2;
  const glassTone = mix(mood.top, '#2b3d4f', 0.45);
  const doorIndex = storeys === 1 ? 2 : 1;
  for (let st = 0; st < storeys; st++) {
    const yTop = base - (st + 1) * storeyH + 30;
    const cols = storeys === 1 ? 4 : 3;
    for (let c = 0; c < cols; c++) {
      const slotW = width / cols;
      const cxw = x0 + slotW * (c + 0.5);
      if (st === 0 && c === doorIndex) {
        const dw = 74;
        s.rect(cxw - dw / 2 - 14, yTop - 18, dw + 28, 10, shade(wall, 0.3));
        s.rect(cxw - dw / 2, yTop - 4, dw, base - 22 - yTop + 4, s.linear(0, yTop, 0, base, [[0, '#6e4a33'], [1, '#4e3322']]));
        s.rect(cxw - dw / 2 + 10, yTop + 10, dw - 20, 50, '#000000', 'opacity="0.15"');
        s.rect(cxw - dw / 2 + 10, yTop + 74, dw - 20, 50, '#000000', 'opacity="0.15"');
        s.ellipse(cxw + dw / 2 - 12, yTop + 70, 4, 4, '#d9b45a');
        s.rect(cxw - dw / 2 - 20, base - 22, dw + 40, 10, '#b7b2aa');
        s.rect(cxw - dw / 2 - 32, base - 12, dw + 64, 12, '#a39e96');
        continue;
      }
      const ww = storeys === 1 ? 78 : 88;
      const wh = storeyH - 62;
      glass(s, cxw - ww / 2, yTop, ww, wh, glassTone, frame);
      s.rect(cxw - ww / 2 - 8, yTop + wh + 4, ww + 16, 7, tint(wall, 0.4));
      if (shutters) {
        s.rect(cxw - ww / 2 - 30, yTop - 4, 22, wh + 8, '#3f6b4f');
        s.rect(cxw + ww / 2 + 8, yTop - 4, 22, wh + 8, '#3f6b4f');
      }
    }
  }
  // Path from the door.
  const doorX = x0 + (width / (storeys === 1 ? 4 : 3)) * (doorIndex + 0.5);
  s.poly(
    [
      [doorX - 40, base],
      [doorX + 40, base],
      [doorX + 150, H],
      [doorX - 130, H],
    ],
    s.linear(0, base, 0, H, [[0, '#cfc5b3'], [1, '#b3a791']]),
  );
  // Planting.
  const flowers = r.pick(['#e85d75', '#f2c14e', '#ffffff', '#c86dd7', '#ff8c42']);
  bush(s, r, x0 - 10, base + 6, doorX - 60 - x0, shade(grass, 0.1), flowers);
  bush(s, r, doorX + 60, base + 6, x1 - doorX - 60, shade(grass, 0.1), r.chance(0.5) ? flowers : undefined);
  // Trees.
  const treeGreen = shade(grass, 0.05);
  if (dir > 0) {
    conifer(s, r.range(60, 140), base + 10, r.range(1.1, 1.4), shade(treeGreen, 0.2));
    deciduous(s, r, r.range(1040, 1130), base + 40, r.range(1.2, 1.5), treeGreen);
  } else {
    deciduous(s, r, r.range(80, 150), base + 40, r.range(1.2, 1.5), treeGreen);
    conifer(s, r.range(1060, 1140), base + 10, r.range(1.1, 1.4), shade(treeGreen, 0.2));
  }
  grassTufts(s, r, base + 20, grass, 90);
  // Picket fence in the foreground for some variants.
  if (v % 2 === 1) {
    const fy = H - 70;
    const fence = '#f4f1ea';
    const posts: string[] = [];
    for (let x = -10; x < W + 10; x += 26) {
      if (x > doorX - 150 && x < doorX + 130) continue;
      posts.push(`M ${x} ${fy + 60} L ${x} ${fy} L ${x + 8} ${fy - 10} L ${x + 16} ${fy} L ${x + 16} ${fy + 60} Z`);
    }
    s.path(posts.join(' '), fence, 'stroke="#c9c4b8" stroke-width="1.5"');
    s.rect(-10, fy + 14, doorX - 150 + 26, 8, shade(fence, 0.08));
    s.rect(doorX + 130, fy + 14, W, 8, shade(fence, 0.08));
  }
  finish(s, mood.grade);
  return s;
}

// ---------------------------------------------------------------------------
// Exterior: apartment block and commercial building
// ---------------------------------------------------------------------------

const FACADES = ['#eeeae4', '#d8d2c8', '#c9cfd6', '#e7dccb', '#f2f2f0', '#d6c3ad', '#cfd8d3', '#e9e2d8'];
const ACCENTS = ['#b5643f', '#3e5c76', '#7b8c5e', '#9a4a3a', '#4b5563', '#c58b3a', '#2f6f73', '#8a6f5a'];

function cityBackdrop(s: Svg, r: Rng, horizon: number, mood: SkyMood): void {
  const col = mix(mood.haze, '#7d8ea3', 0.45);
  let x = -30;
  while (x < W + 30) {
    const w = r.range(60, 140);
    const h = r.range(80, 240);
    s.rect(x, horizon - h, w, H - horizon + h, col, `opacity="${n1(r.range(0.55, 0.85))}"`);
    x += w + r.range(-10, 20);
  }
  // Hazy low-rise street level in front of the skyline.
  s.rect(0, horizon, W, H - horizon, mix(col, '#8c8f86', 0.5));
  const hedge: string[] = [];
  for (let hx = -10; hx < W + 10; hx += r.range(16, 28)) hedge.push(`<circle cx="${n1(hx)}" cy="${n1(horizon + 12 - r.range(0, 10))}" r="${n1(r.range(10, 18))}"/>`);
  s.add(`<g fill="${mix('#56784a', mood.haze, 0.35)}">${hedge.join('')}</g>`);
}

function street(s: Svg, r: Rng, top: number): void {
  s.rect(0, top, W, 30, '#b9b6b0');
  s.rect(0, top + 26, W, 6, '#8e8b86');
  s.rect(0, top + 32, W, H - top - 32, s.linear(0, top, 0, H, [[0, '#5b5f64'], [1, '#3f4246']]));
  const dashes: string[] = [];
  for (let x = r.range(-60, 0); x < W; x += 150) dashes.push(`<rect x="${n1(x)}" y="${n1(top + 32 + (H - top - 32) * 0.55)}" width="80" height="7"/>`);
  s.add(`<g fill="#e8e4d8" opacity="0.85">${dashes.join('')}</g>`);
}

function lamp(s: Svg, x: number, ground: number): void {
  s.rect(x - 3, ground - 170, 6, 170, '#3b3f44');
  s.rect(x - 3, ground - 170, 40, 5, '#3b3f44');
  s.rect(x + 26, ground - 168, 22, 8, '#2d3034');
}

function exteriorApartment(v: number, r: Rng): Svg {
  const s = new Svg();
  const mood = at(MOODS, (v + 3) % MOODS.length);
  const horizon = 560;
  sky(s, r, mood, horizon);
  cityBackdrop(s, r, horizon, mood);
  const facade = at(FACADES, v - 1);
  const accent = at(ACCENTS, (v * 3) % ACCENTS.length);
  const floors = r.int(6, 9);
  const floorH = Math.min(58, 470 / floors);
  const ground = 640;
  const x0 = r.range(250, 360);
  const width = r.range(560, 640);
  const x1 = x0 + width;
  const top = ground - floors * floorH - 50;
  const dir = v % 2 === 0 ? -1 : 1;
  const dx = 150 * dir;
  const dy = -40;
  const sideX = dir > 0 ? x1 : x0;

  // Side face.
  s.poly(
    [
      [sideX, ground],
      [sideX, top],
      [sideX + dx, top + dy],
      [sideX + dx, ground + dy * 0.2],
    ],
    shade(facade, 0.24),
  );
  for (let f = 0; f < floors; f++) {
    const y = ground - 50 - (f + 1) * floorH + 12;
    for (let c = 0; c < 2; c++) {
      const t0 = 0.18 + c * 0.42;
      const t1 = t0 + 0.24;
      const yy0 = y + dy * t0 * (1 - 0.2 * ((ground - y) / (ground - top)));
      const yy1 = y + dy * t1 * (1 - 0.2 * ((ground - y) / (ground - top)));
      s.poly(
        [
          [sideX + dx * t0, yy0],
          [sideX + dx * t1, yy1],
          [sideX + dx * t1, yy1 + floorH * 0.55],
          [sideX + dx * t0, yy0 + floorH * 0.55],
        ],
        mix(mood.top, '#22313f', 0.6),
      );
    }
  }
  // Front face.
  s.rect(x0, top, width, ground - top, s.linear(x0, 0, x1, 0, [[0, tint(facade, 0.1)], [1, shade(facade, 0.05)]]));
  // Accent panel strip.
  const stripX = dir > 0 ? x0 : x1 - width * 0.26;
  s.rect(stripX, top, width * 0.26, ground - top - 50, accent, 'opacity="0.85"');
  // Parapet.
  s.rect(x0 - 6, top - 10, width + 12, 14, shade(facade, 0.2));
  // Windows, balconies.
  const cols = 5;
  const glassTone = mix(mood.top, '#2a3947', 0.5);
  for (let f = 0; f < floors; f++) {
    const y = ground - 50 - (f + 1) * floorH;
    s.rect(x0, y + floorH - 3, width, 3, shade(facade, 0.12), 'opacity="0.6"');
    for (let c = 0; c < cols; c++) {
      const slot = width / cols;
      const wx = x0 + slot * c + slot * 0.18;
      const ww = slot * 0.64;
      const wh = floorH * 0.62;
      const wy = y + floorH * 0.16;
      glass(s, wx, wy, ww, wh, glassTone, '#f4f4f2');
      if ((c + (v % 2)) % 2 === 1) {
        // Balcony slab and glass railing.
        s.rect(wx - 14, wy + wh - 2, ww + 28, 6, shade(facade, 0.3));
        s.rect(wx - 12, wy + wh * 0.45, ww + 24, wh * 0.55 - 2, '#cfe3ee', 'opacity="0.45"');
        s.rect(wx - 12, wy + wh * 0.45, ww + 24, 3, '#55595e');
        if (r.chance(0.3)) s.ellipse(wx + ww - 6, wy + wh * 0.42, 12, 10, '#5c8f45');
      }
    }
  }
  // Ground floor shops.
  s.rect(x0, ground - 50, width, 50, '#3e4349');
  for (let c = 0; c < 4; c++) {
    const sx = x0 + 12 + c * ((width - 24) / 4);
    glass(s, sx + 6, ground - 44, (width - 24) / 4 - 12, 40, '#8fb3c9', '#2b2f33', false);
  }
  s.rect(x0 - 4, ground - 58, width + 8, 8, accent);
  // Street.
  street(s, r, ground);
  deciduous(s, r, x0 - 80, ground + 22, 1.05, at(GREENS, v % GREENS.length));
  deciduous(s, r, x1 + 70, ground + 22, 1.0, at(GREENS, (v + 3) % GREENS.length));
  lamp(s, x0 + width * 0.5, ground + 20);
  car(s, r.range(60, 400), ground + 118, 1.25, r.pick(['#b23a3a', '#2f4f7f', '#e8e8e8', '#2b2b2b', '#7d8a96']));
  if (r.chance(0.7)) car(s, r.range(650, 950), ground + 150, 1.4, r.pick(['#dadada', '#1f3a5f', '#8c1c1c', '#3c3c3c']));
  finish(s, mood.grade);
  return s;
}

function building(v: number, r: Rng): Svg {
  const s = new Svg();
  const mood = at(MOODS, (v + 5) % MOODS.length);
  const horizon = 600;
  sky(s, r, mood, horizon);
  cityBackdrop(s, r, horizon, mood);
  const style = v % 4; // 0 glass curtain wall, 1 stone grid, 2 ribbon windows, 3 brick
  const ground = 650;
  const floors = r.int(8, 12);
  const floorH = 540 / floors;
  const x0 = r.range(280, 380);
  const width = r.range(480, 560);
  const top = ground - floors * floorH - 40;
  const facade = style === 3 ? '#a65d45' : style === 1 ? '#e3dccf' : style === 2 ? '#f0f0ee' : '#33495e';
  // Neighbours.
  const neighbourColour = mix(facade, '#9aa5b1', 0.6);
  s.rect(0, top + 150, x0 - 10, ground - top, shade(neighbourColour, 0.1));
  s.rect(x0 + width + 10, top + 110, W, ground - top, shade(neighbourColour, 0.18));
  for (let y = top + 175; y < ground - 30; y += 46) {
    for (let x = 20; x < x0 - 40; x += 60) s.rect(x, y, 36, 26, '#5e6d7b', 'opacity="0.7"');
    for (let x = x0 + width + 40; x < W; x += 60) s.rect(x, y - 20, 36, 26, '#5e6d7b', 'opacity="0.7"');
  }
  // Main facade.
  s.rect(x0, top, width, ground - top, facade);
  if (style === 0) {
    // Reflective curtain wall with sky in it.
    s.rect(x0, top, width, ground - top, s.linear(x0, top, x0 + width, ground, [[0, tint(mood.top, 0.35)], [0.5, mix(mood.top, '#1d2b3a', 0.45)], [1, '#1c2733']]));
    for (let i = 0; i < 3; i++) {
      const cx = x0 + r.range(0, width);
      cloud(s, r, cx, top + r.range(60, 300), 0.7, '#ffffff');
    }
    s.rect(x0, top, width, ground - top, s.linear(x0, top, x0 + width, top, [[0, '#000000', 0.05], [1, '#000000', 0.3]]));
    const lines: string[] = [];
    for (let x = x0; x <= x0 + width; x += width / 8) lines.push(`M ${n1(x)} ${n1(top)} L ${n1(x)} ${ground}`);
    for (let f = 0; f <= floors; f++) lines.push(`M ${n1(x0)} ${n1(ground - 40 - f * floorH)} L ${n1(x0 + width)} ${n1(ground - 40 - f * floorH)}`);
    s.path(lines.join(' '), 'none', 'stroke="#cfd8e0" stroke-width="3" opacity="0.7"');
    s.poly(
      [
        [x0 + width * 0.1, top],
        [x0 + width * 0.35, top],
        [x0 + width * 0.05, ground],
        [x0, ground],
        [x0, top + 100],
      ],
      '#ffffff',
      'opacity="0.08"',
    );
  } else {
    const cols = style === 2 ? 1 : 6;
    const glassTone = mix(mood.top, '#26323f', 0.55);
    for (let f = 0; f < floors; f++) {
      const y = ground - 40 - (f + 1) * floorH;
      if (style === 2) {
        glass(s, x0 + 16, y + floorH * 0.22, width - 32, floorH * 0.56, glassTone, '#2b2f33', false);
        const mull: string[] = [];
        for (let x = x0 + 16; x < x0 + width - 16; x += 48) mull.push(`M ${n1(x)} ${n1(y + floorH * 0.22)} L ${n1(x)} ${n1(y + floorH * 0.78)}`);
        s.path(mull.join(' '), 'none', 'stroke="#2b2f33" stroke-width="3"');
      } else {
        for (let c = 0; c < cols; c++) {
          const slot = width / cols;
          glass(s, x0 + slot * c + slot * 0.2, y + floorH * 0.18, slot * 0.6, floorH * 0.64, glassTone, style === 3 ? '#efe6da' : '#3a3d41');
        }
        s.rect(x0, y + floorH - 4, width, 4, shade(facade, 0.15));
      }
    }
    if (style === 1) {
      // Pilasters.
      for (let c = 0; c <= 6; c++) s.rect(x0 + (width / 6) * c - 5, top, 10, ground - top - 40, shade(facade, 0.08));
    }
  }
  // Cornice and entrance.
  s.rect(x0 - 8, top - 12, width + 16, 16, shade(facade, 0.3));
  s.rect(x0, ground - 40, width, 40, '#2f3337');
  glass(s, x0 + width * 0.35, ground - 36, width * 0.3, 36, '#a5c3d6', '#202326', true);
  s.rect(x0 + width * 0.3, ground - 52, width * 0.4, 10, '#1f2225');
  street(s, r, ground);
  for (const tx of [x0 - 60, x0 + width + 70]) deciduous(s, r, tx, ground + 24, 0.95, at(GREENS, (v + 1) % GREENS.length));
  lamp(s, x0 + width * 0.15, ground + 20);
  car(s, r.range(100, 500), ground + 125, 1.3, r.pick(['#e0e0e0', '#243b55', '#a12a2a', '#303030', '#6e7b85']));
  finish(s, mood.grade);
  return s;
}

// ---------------------------------------------------------------------------
// Land
// ---------------------------------------------------------------------------

const FIELD_COLOURS = ['#d9b95b', '#8fb04e', '#a0764c', '#c7a34b', '#7fa343', '#b48a5a', '#e0c873', '#6f9a3e'];

function land(v: number, r: Rng): Svg {
  const s = new Svg();
  const mood = at(MOODS, (v + 1) % MOODS.length);
  const horizon = r.range(380, 440);
  sky(s, r, mood, horizon);
  mountains(s, r, horizon - 20, mix(mood.haze, '#596b85', 0.55), v % 2 === 0);
  ridge(s, r, horizon - 5, 50, mix('#5f7f4a', mood.haze, 0.45), H, 5);
  // Tree line.
  const treeRow: string[] = [];
  for (let x = -20; x < W + 20; x += r.range(14, 30)) {
    if (r.chance(0.25)) continue;
    treeRow.push(`<circle cx="${n1(x)}" cy="${n1(horizon + 6 - r.range(0, 10))}" r="${n1(r.range(8, 16))}"/>`);
  }
  s.add(`<g fill="${mix('#3f5f34', mood.haze, 0.25)}">${treeRow.join('')}</g>`);

  // Patchwork of fields in perspective: bands that widen towards the viewer.
  const vpX = r.range(350, 850);
  const vpY = horizon - 120;
  let y = horizon + 8;
  let band = 0;
  const rowsToViewer = [0.06, 0.1, 0.16, 0.26, 0.42];
  for (const frac of rowsToViewer) {
    const y2 = y + (H - horizon) * frac;
    // Split each band into 2–3 plots with different crops.
    const cuts = [0, r.range(0.25, 0.45), r.range(0.55, 0.8), 1];
    for (let i = 0; i < cuts.length - 1; i++) {
      const a = cuts[i] ?? 0;
      const b = cuts[i + 1] ?? 1;
      const colour = at(FIELD_COLOURS, (band * 3 + i + v) % FIELD_COLOURS.length);
      // Outer plots run off the picture so the patchwork covers the full width.
      const xAt = (t: number, yy: number) => (t <= 0 ? -60 : t >= 1 ? W + 60 : vpX + (t * (W + 400) - 200 - vpX) * ((yy - vpY) / (H - vpY)));
      const poly: Pt[] = [
        [xAt(a, y), y],
        [xAt(b, y), y],
        [xAt(b, y2), y2],
        [xAt(a, y2), y2],
      ];
      s.poly(poly, s.linear(0, y, 0, y2, [[0, mix(colour, mood.haze, 0.25)], [1, colour]]));
      // Furrows converge on the vanishing point.
      const furrows: string[] = [];
      const count = 18;
      for (let k = 1; k < count; k++) {
        const t = a + ((b - a) * k) / count;
        furrows.push(`M ${n1(xAt(t, y))} ${n1(y)} L ${n1(xAt(t, y2))} ${n1(y2)}`);
      }
      s.path(furrows.join(' '), 'none', `stroke="${shade(colour, 0.25)}" stroke-width="${n1(0.6 + frac * 5)}" opacity="0.55"`);
    }
    s.line([0, y2], [W, y2], shade('#6b5a3e', 0.1), 1 + frac * 6, 'opacity="0.5"');
    y = y2;
    band++;
  }
  // Dirt track.
  const tx = r.range(200, 900);
  s.path(
    `M ${n1(tx - 6)} ${n1(horizon + 10)} C ${n1(tx - 60)} ${n1(horizon + 120)} ${n1(tx + 120)} ${n1(horizon + 220)} ${n1(tx - 40)} ${H} L ${n1(tx + 140)} ${H} C ${n1(tx + 240)} ${n1(horizon + 220)} ${n1(tx + 20)} ${n1(horizon + 120)} ${n1(tx + 6)} ${n1(horizon + 10)} Z`,
    '#c8b28a',
    'opacity="0.9"',
  );
  // A farmhouse or lone tree in the distance.
  if (v % 3 === 0) {
    const fx = r.range(150, 1000);
    const fy = horizon + 22;
    s.rect(fx, fy - 22, 46, 22, '#efe6d6');
    s.poly(
      [
        [fx - 5, fy - 22],
        [fx + 23, fy - 40],
        [fx + 51, fy - 22],
      ],
      '#a3503a',
    );
    s.rect(fx + 8, fy - 15, 8, 8, '#5b6b78');
  } else {
    deciduous(s, r, r.range(120, 1080), horizon + 70, 0.45, '#5b8a3e');
  }
  // Foreground fence: posts in perspective with two wires.
  const postBase = (t: number): Pt => [W * 0.02 + t * W * 1.1, H - 20 - t * 140];
  const posts: string[] = [];
  let prev: Pt | null = null;
  const wires: string[] = [];
  for (let i = 0; i < 10; i++) {
    const t = Math.pow(i / 10, 0.8);
    const [px, py] = postBase(t);
    const k = 1 - t * 0.7;
    const ph = 150 * k;
    posts.push(`<rect x="${n1(px - 6 * k)}" y="${n1(py - ph)}" width="${n1(12 * k)}" height="${n1(ph)}" rx="2"/>`);
    if (prev) {
      wires.push(`M ${n1(prev[0])} ${n1(prev[1] - 0.35 * 150 * (1 - Math.pow((i - 1) / 10, 0.8) * 0.7))} L ${n1(px)} ${n1(py - ph * 0.35)}`);
      wires.push(`M ${n1(prev[0])} ${n1(prev[1] - 0.8 * 150 * (1 - Math.pow((i - 1) / 10, 0.8) * 0.7))} L ${n1(px)} ${n1(py - ph * 0.8)}`);
    }
    prev = [px, py];
  }
  s.add(`<g fill="#6b4f36">${posts.join('')}</g>`);
  s.path(wires.join(' '), 'none', 'stroke="#4a4a48" stroke-width="1.6" opacity="0.8"');
  // Grass in the foreground.
  s.rect(0, H - 60, W, 60, s.linear(0, H - 60, 0, H, [[0, '#6d8f3e', 0], [1, '#4f6f2e', 0.8]]));
  grassTufts(s, r, H - 120, '#6f9a3e', 140);
  finish(s, mood.grade, 0.3);
  return s;
}

// ---------------------------------------------------------------------------
// Interiors: a tiny perspective camera and boxes
// ---------------------------------------------------------------------------

interface Room {
  s: Svg;
  r: Rng;
  f: number;
  cx: number;
  cy: number;
  eye: number;
  /** Half width, ceiling height, back wall depth. */
  hw: number;
  ch: number;
  back: number;
}

function P(room: Room, x: number, y: number, z: number): Pt {
  return [room.cx + (room.f * x) / z, room.cy - (room.f * (y - room.eye)) / z];
}

interface BoxOpts {
  rx?: number;
  top?: string;
  side?: string;
  front?: string;
}

/** An axis-aligned box: x0..x1 across, y0..y1 up, z0..z1 depth (z0 nearer). */
function box(room: Room, x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, color: string, opts: BoxOpts = {}): void {
  const { s } = room;
  const front = opts.front ?? color;
  if (x0 > 0) {
    s.poly([P(room, x0, y0, z0), P(room, x0, y0, z1), P(room, x0, y1, z1), P(room, x0, y1, z0)], opts.side ?? shade(color, 0.18));
  }
  if (x1 < 0) {
    s.poly([P(room, x1, y0, z0), P(room, x1, y0, z1), P(room, x1, y1, z1), P(room, x1, y1, z0)], opts.side ?? shade(color, 0.18));
  }
  if (y1 < room.eye) {
    s.poly([P(room, x0, y1, z0), P(room, x1, y1, z0), P(room, x1, y1, z1), P(room, x0, y1, z1)], opts.top ?? tint(color, 0.14));
  }
  if (y0 > room.eye) {
    s.poly([P(room, x0, y0, z0), P(room, x1, y0, z0), P(room, x1, y0, z1), P(room, x0, y0, z1)], shade(color, 0.3));
  }
  const [ax, ay] = P(room, x0, y1, z0);
  const [bx, by] = P(room, x1, y0, z0);
  const rx = opts.rx ? ` rx="${n1((opts.rx * room.f) / z0)}"` : '';
  s.add(`<rect x="${n1(ax)}" y="${n1(ay)}" width="${n1(bx - ax)}" height="${n1(by - ay)}" fill="${front}"${rx}/>`);
}

/** A flat rectangle on the back wall (z = back). */
function onBack(room: Room, x0: number, x1: number, y0: number, y1: number, fill: string, extra = ''): void {
  const z = room.back - 0.001;
  const [ax, ay] = P(room, x0, y1, z);
  const [bx, by] = P(room, x1, y0, z);
  room.s.rect(ax, ay, bx - ax, by - ay, fill, extra);
}

/** A quad on a side wall (x = ±hw) between depths z0..z1 and heights y0..y1. */
function onSide(room: Room, side: -1 | 1, z0: number, z1: number, y0: number, y1: number, fill: string, extra = ''): Pt[] {
  const x = side * (room.hw - 0.001);
  const quad: Pt[] = [P(room, x, y0, z0), P(room, x, y0, z1), P(room, x, y1, z1), P(room, x, y1, z0)];
  room.s.poly(quad, fill, extra);
  return quad;
}

/** A quad on the floor. */
function onFloor(room: Room, x0: number, x1: number, z0: number, z1: number, fill: string, extra = '', y = 0.002): void {
  room.s.poly([P(room, x0, y, z0), P(room, x1, y, z0), P(room, x1, y, z1), P(room, x0, y, z1)], fill, extra);
}

interface RoomStyle {
  wall: string;
  floor: string;
  ceiling: string;
  boards: boolean;
  tiles?: number;
}

function makeRoom(r: Rng, v: number): Room {
  const s = new Svg();
  return {
    s,
    r,
    f: 860 + (v % 3) * 40,
    cx: 600 + ((v % 5) - 2) * 35,
    cy: 380 + (v % 4) * 10,
    eye: 1.45,
    hw: 2.7 + (v % 3) * 0.2,
    ch: 2.85,
    back: 6.4 + (v % 4) * 0.3,
  };
}

function drawShell(room: Room, style: RoomStyle): void {
  const { s, hw, ch, back } = room;
  const near = 0.6;
  // Ceiling, floor, walls.
  s.poly([P(room, -hw, ch, near), P(room, hw, ch, near), P(room, hw, ch, back), P(room, -hw, ch, back)], style.ceiling);
  const floorTop = P(room, 0, 0, back)[1];
  s.poly(
    [P(room, -hw, 0, near), P(room, hw, 0, near), P(room, hw, 0, back), P(room, -hw, 0, back)],
    s.linear(0, floorTop, 0, H, [[0, shade(style.floor, 0.12)], [1, tint(style.floor, 0.06)]]),
  );
  if (style.boards) {
    const lines: string[] = [];
    const boardW = 0.19;
    for (let x = -hw; x <= hw; x += boardW) {
      const a = P(room, x, 0, near);
      const b = P(room, x, 0, back);
      lines.push(`M ${n1(a[0])} ${n1(a[1])} L ${n1(b[0])} ${n1(b[1])}`);
    }
    s.path(lines.join(' '), 'none', `stroke="${shade(style.floor, 0.28)}" stroke-width="1.3" opacity="0.7"`);
    const joints: string[] = [];
    let i = 0;
    for (let x = -hw; x < hw; x += boardW) {
      for (let z = near + ((i * 0.37) % 1.1); z < back; z += 1.2) {
        const a = P(room, x, 0, z);
        const b = P(room, x + boardW, 0, z);
        joints.push(`M ${n1(a[0])} ${n1(a[1])} L ${n1(b[0])} ${n1(b[1])}`);
      }
      i++;
    }
    s.path(joints.join(' '), 'none', `stroke="${shade(style.floor, 0.3)}" stroke-width="1" opacity="0.6"`);
    // Grain tint stripes.
    const stripes: string[] = [];
    i = 0;
    for (let x = -hw; x < hw; x += boardW) {
      if (i++ % 3 !== 0) continue;
      stripes.push(`${pts([P(room, x, 0, near), P(room, x + boardW, 0, near), P(room, x + boardW, 0, back), P(room, x, 0, back)])}`);
    }
    for (const st of stripes) s.add(`<polygon points="${st}" fill="${tint(style.floor, 0.12)}" opacity="0.35"/>`);
  }
  if (style.tiles) {
    const t = style.tiles;
    const lines: string[] = [];
    for (let x = -hw; x <= hw + 0.001; x += t) {
      const a = P(room, x, 0, near);
      const b = P(room, x, 0, back);
      lines.push(`M ${n1(a[0])} ${n1(a[1])} L ${n1(b[0])} ${n1(b[1])}`);
    }
    for (let z = back; z > near; z -= t) {
      const a = P(room, -hw, 0, z);
      const b = P(room, hw, 0, z);
      lines.push(`M ${n1(a[0])} ${n1(a[1])} L ${n1(b[0])} ${n1(b[1])}`);
    }
    s.path(lines.join(' '), 'none', `stroke="${shade(style.floor, 0.2)}" stroke-width="1.5" opacity="0.8"`);
  }
  const leftTop = P(room, -hw, ch, near);
  const rightTop = P(room, hw, ch, near);
  s.poly(
    [P(room, -hw, 0, near), P(room, -hw, 0, back), P(room, -hw, ch, back), P(room, -hw, ch, near)],
    s.linear(leftTop[0], 0, P(room, -hw, 0, back)[0], 0, [[0, shade(style.wall, 0.16)], [1, shade(style.wall, 0.05)]]),
  );
  s.poly(
    [P(room, hw, 0, near), P(room, hw, 0, back), P(room, hw, ch, back), P(room, hw, ch, near)],
    s.linear(rightTop[0], 0, P(room, hw, 0, back)[0], 0, [[0, shade(style.wall, 0.2)], [1, shade(style.wall, 0.08)]]),
  );
  const bl = P(room, -hw, ch, back);
  const br = P(room, hw, 0, back);
  s.rect(bl[0], bl[1], br[0] - bl[0], br[1] - bl[1], s.linear(0, bl[1], 0, br[1], [[0, tint(style.wall, 0.06)], [1, shade(style.wall, 0.04)]]));
  // Skirting boards.
  s.poly([P(room, -hw, 0, near), P(room, -hw, 0, back), P(room, -hw, 0.1, back), P(room, -hw, 0.1, near)], tint(style.wall, 0.3));
  s.poly([P(room, hw, 0, near), P(room, hw, 0, back), P(room, hw, 0.1, back), P(room, hw, 0.1, near)], tint(style.wall, 0.2));
  onBack(room, -hw, hw, 0, 0.1, tint(style.wall, 0.4));
  // Ceiling corner shading.
  onBack(room, -hw, hw, ch - 0.25, ch, '#000000', 'opacity="0.04"');
}

/** A window with a view, on the back wall or a side wall. */
function windowView(room: Room, where: 'back' | -1 | 1, a: number, b: number, y0: number, y1: number, mood: SkyMood, frame: string): void {
  const { s, r } = room;
  let quad: Pt[];
  if (where === 'back') {
    const z = room.back - 0.002;
    quad = [P(room, a, y0, z), P(room, b, y0, z), P(room, b, y1, z), P(room, a, y1, z)];
  } else {
    const x = where * (room.hw - 0.002);
    quad = [P(room, x, y0, a), P(room, x, y0, b), P(room, x, y1, b), P(room, x, y1, a)];
  }
  const ys = quad.map((p) => p[1]);
  const xs = quad.map((p) => p[0]);
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  const left = Math.min(...xs);
  const right = Math.max(...xs);
  const clip = s.id('c');
  s.def(`<clipPath id="${clip}"><polygon points="${pts(quad)}"/></clipPath>`);
  const parts: string[] = [];
  const skyFill = s.linear(0, top, 0, bottom, [[0, tint(mood.top, 0.25)], [1, tint(mood.bottom, 0.35)]]);
  parts.push(`<rect x="${n1(left)}" y="${n1(top)}" width="${n1(right - left)}" height="${n1(bottom - top)}" fill="${skyFill}"/>`);
  // Distant hills / buildings outside.
  const hz = top + (bottom - top) * r.range(0.55, 0.7);
  let d = `M ${n1(left)} ${n1(bottom)} L ${n1(left)} ${n1(hz)}`;
  for (let x = left; x <= right + 40; x += 40) d += ` Q ${n1(x + 20)} ${n1(hz - r.range(5, 30))} ${n1(x + 40)} ${n1(hz)}`;
  d += ` L ${n1(right + 40)} ${n1(bottom)} Z`;
  parts.push(`<path d="${d}" fill="${mix('#6f8f5a', mood.haze, 0.45)}"/>`);
  for (let x = left; x < right; x += r.range(25, 45)) {
    const bh = r.range(10, 50);
    parts.push(`<rect x="${n1(x)}" y="${n1(hz + 6 - bh)}" width="${n1(r.range(14, 30))}" height="${n1(bh + 40)}" fill="${mix('#b9c2cc', mood.haze, 0.4)}"/>`);
  }
  parts.push(`<rect x="${n1(left)}" y="${n1(top)}" width="${n1(right - left)}" height="${n1(bottom - top)}" fill="#ffffff" opacity="0.25"/>`);
  s.add(`<g clip-path="url(#${clip})">${parts.join('')}</g>`);
  // Frame and mullions.
  s.poly(quad, 'none', `stroke="${frame}" stroke-width="9" stroke-linejoin="round"`);
  const [q0, q1, q2, q3] = quad as [Pt, Pt, Pt, Pt];
  const midBottom: Pt = [(q0[0] + q1[0]) / 2, (q0[1] + q1[1]) / 2];
  const midTop: Pt = [(q3[0] + q2[0]) / 2, (q3[1] + q2[1]) / 2];
  s.line(midBottom, midTop, frame, 6);
  const tr = 0.72;
  s.line([q0[0] + (q3[0] - q0[0]) * tr, q0[1] + (q3[1] - q0[1]) * tr], [q1[0] + (q2[0] - q1[0]) * tr, q1[1] + (q2[1] - q1[1]) * tr], frame, 5);
}

/** Sunlight on the floor from a window. */
function lightPatch(room: Room, where: 'back' | -1 | 1, a: number, b: number): void {
  const { s } = room;
  let quad: Pt[];
  if (where === 'back') {
    quad = [P(room, a, 0.003, room.back), P(room, b, 0.003, room.back), P(room, b + 0.6, 0.003, room.back - 2.2), P(room, a + 0.6, 0.003, room.back - 2.2)];
  } else {
    const x = where * room.hw;
    const dx = -where * 1.9;
    quad = [P(room, x, 0.003, a), P(room, x, 0.003, b), P(room, x + dx, 0.003, b - 0.8), P(room, x + dx, 0.003, a - 0.8)];
  }
  const [q0, , q2] = quad as [Pt, Pt, Pt, Pt];
  s.poly(quad, s.linear(q0[0], q0[1], q2[0], q2[1], [[0, '#fff6dc', 0.32], [1, '#fff6dc', 0]]));
}

function plant(room: Room, x: number, z: number, k = 1): void {
  const { s, r } = room;
  box(room, x - 0.18 * k, x + 0.18 * k, 0, 0.42 * k, z - 0.18 * k, z + 0.18 * k, r.pick(['#d8d2c8', '#b96b4a', '#3f4448', '#e9e4da']));
  const [px, py] = P(room, x, 0.42 * k, z);
  const scale = (room.f / z) * k;
  const leaves: string[] = [];
  const dark: string[] = [];
  for (let i = 0; i < 11; i++) {
    const ang = -160 + (i / 10) * 140 + r.range(-8, 8);
    const len = r.range(0.35, 0.7) * scale;
    const rad = (ang * Math.PI) / 180;
    const ex = px + Math.cos(rad) * len * 0.5;
    const ey = py + Math.sin(rad) * len * 0.5;
    const el = `<ellipse cx="${n1(ex)}" cy="${n1(ey)}" rx="${n1(len * 0.5)}" ry="${n1(len * 0.14)}" transform="rotate(${n1(ang)} ${n1(ex)} ${n1(ey)})"/>`;
    (i % 2 === 0 ? leaves : dark).push(el);
  }
  s.add(`<g fill="#3f7a3a">${dark.join('')}</g><g fill="#5f9d4a">${leaves.join('')}</g>`);
}

function wallArt(room: Room, x0: number, x1: number, y0: number, y1: number, palette: readonly string[]): void {
  const { r } = room;
  onBack(room, x0 - 0.04, x1 + 0.04, y0 - 0.04, y1 + 0.04, '#2f2a26');
  onBack(room, x0, x1, y0, y1, '#f4f1ea');
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const z = room.back - 0.003;
  const [px, py] = P(room, cx, cy, z);
  const k = room.f / z;
  const w = (x1 - x0) * k;
  const h = (y1 - y0) * k;
  const shapes: string[] = [];
  shapes.push(`<circle cx="${n1(px - w * 0.12)}" cy="${n1(py - h * 0.05)}" r="${n1(Math.min(w, h) * 0.26)}" fill="${r.pick(palette)}"/>`);
  shapes.push(`<rect x="${n1(px - w * 0.05)}" y="${n1(py + h * 0.02)}" width="${n1(w * 0.35)}" height="${n1(h * 0.3)}" fill="${r.pick(palette)}" opacity="0.85"/>`);
  shapes.push(`<path d="M ${n1(px - w * 0.4)} ${n1(py + h * 0.38)} Q ${n1(px)} ${n1(py + h * 0.1)} ${n1(px + w * 0.4)} ${n1(py + h * 0.3)}" stroke="${r.pick(palette)}" stroke-width="${n1(h * 0.05)}" fill="none"/>`);
  room.s.add(shapes.join(''));
}

function rug(room: Room, x0: number, x1: number, z0: number, z1: number, color: string, border: string): void {
  onFloor(room, x0, x1, z0, z1, border, '', 0.004);
  onFloor(room, x0 + 0.1, x1 - 0.1, z0 + 0.1, z1 - 0.1, color, '', 0.005);
  onFloor(room, x0 + 0.25, x1 - 0.25, z0 + 0.25, z1 - 0.25, 'none', `stroke="${border}" stroke-width="2" opacity="0.6"`, 0.006);
}

/** Conical lamp shade at (x, y, z) with a warm glow. */
function lampShade(room: Room, x: number, y: number, z: number, w: number, h: number, color: string, glow = true): void {
  const { s } = room;
  const [cx, cy] = P(room, x, y, z);
  const k = room.f / z;
  if (glow) s.ellipse(cx, cy - h * k * 0.5, w * k * 3, w * k * 3, s.radial(cx, cy - h * k * 0.5, w * k * 3, [[0, '#ffe3a3', 0.55], [1, '#ffe3a3', 0]]));
  s.poly(
    [
      [cx - w * 0.35 * k, cy - h * k],
      [cx + w * 0.35 * k, cy - h * k],
      [cx + w * 0.5 * k, cy],
      [cx - w * 0.5 * k, cy],
    ],
    color,
  );
  s.ellipse(cx, cy, w * 0.5 * k, w * 0.08 * k, '#fff1c9', 'opacity="0.9"');
}

function pendant(room: Room, x: number, z: number, drop: number, color: string): void {
  const { s } = room;
  const a = P(room, x, room.ch, z);
  const b = P(room, x, room.ch - drop, z);
  s.line(a, b, '#2b2b2b', 1.5);
  const k = room.f / z;
  s.ellipse(b[0], b[1] + 0.12 * k, 0.5 * k, 0.5 * k, s.radial(b[0], b[1] + 0.12 * k, 0.5 * k, [[0, '#ffe7b0', 0.5], [1, '#ffe7b0', 0]]));
  s.path(`M ${n1(b[0] - 0.16 * k)} ${n1(b[1] + 0.14 * k)} Q ${n1(b[0] - 0.16 * k)} ${n1(b[1])} ${n1(b[0])} ${n1(b[1])} Q ${n1(b[0] + 0.16 * k)} ${n1(b[1])} ${n1(b[0] + 0.16 * k)} ${n1(b[1] + 0.14 * k)} Z`, color);
  s.ellipse(b[0], b[1] + 0.14 * k, 0.16 * k, 0.03 * k, '#fff3cf');
}

const WALL_TONES = ['#efe9df', '#e6e1d8', '#dfe6e3', '#ece3d6', '#e9e7e4', '#e4dccf', '#dde3ea', '#f1ebe3'];
const FLOOR_TONES = ['#b98a5c', '#c9a27a', '#8f6443', '#d2b48c', '#a87b52', '#7b5a40', '#c49a6c', '#9c7350'];
const FABRICS = ['#6d7a86', '#2f5d62', '#c9a227', '#3b4a6b', '#d8cfc0', '#8a5a44', '#5e7d5b', '#9a9a9a'];
const ART = ['#d0674b', '#2f5d62', '#e0b34a', '#3b4a6b', '#8fa68a', '#c9856a'];

function interiorLiving(v: number, r: Rng): Svg {
  const room = makeRoom(r, v);
  const mood = at(MOODS, (v + 1) % MOODS.length);
  const wall = at(WALL_TONES, v - 1);
  const floor = at(FLOOR_TONES, (v * 3) % FLOOR_TONES.length);
  drawShell(room, { wall, floor, ceiling: tint(wall, 0.5), boards: true });
  const { hw, back } = room;
  const windowSide: -1 | 1 = v % 2 === 0 ? -1 : 1;
  // Big window on the side wall, light on the floor.
  windowView(room, windowSide, back - 3.6, back - 0.8, 0.45, 2.45, mood, '#f7f7f5');
  // Curtains.
  onSide(room, windowSide, back - 3.95, back - 3.55, 0.05, 2.6, tint(at(FABRICS, (v + 4) % 8), 0.55), 'opacity="0.9"');
  onSide(room, windowSide, back - 0.85, back - 0.45, 0.05, 2.6, tint(at(FABRICS, (v + 4) % 8), 0.55), 'opacity="0.9"');
  lightPatch(room, windowSide, back - 3.4, back - 1);
  // Art and shelf on the back wall.
  wallArt(room, -0.9, 0.2, 1.35, 2.05, ART);
  if (v % 3 !== 0) wallArt(room, 0.45, 1.05, 1.45, 2.0, ART);
  // Rug, sofa, coffee table.
  const fabric = at(FABRICS, v - 1);
  rug(room, -1.5, 1.6, back - 2.8, back - 0.6, tint(at(FABRICS, (v + 2) % 8), 0.45), shade(at(FABRICS, (v + 2) % 8), 0.1));
  const sz = back - 0.15;
  const sx0 = -1.35;
  const sx1 = 1.35;
  box(room, sx0, sx1, 0.1, 0.85, sz - 0.25, sz, shade(fabric, 0.08), { rx: 0.06 });
  box(room, sx0, sx1, 0.08, 0.42, sz - 0.95, sz - 0.25, shade(fabric, 0.12));
  for (let i = 0; i < 3; i++) {
    const cx0 = sx0 + 0.2 + i * ((sx1 - sx0 - 0.4) / 3);
    const cx1 = cx0 + (sx1 - sx0 - 0.4) / 3 - 0.03;
    box(room, cx0, cx1, 0.42, 0.78, sz - 0.4, sz - 0.25, tint(fabric, 0.05), { rx: 0.06 });
    box(room, cx0, cx1, 0.42, 0.55, sz - 0.95, sz - 0.4, tint(fabric, 0.08), { rx: 0.05 });
  }
  box(room, sx0, sx0 + 0.2, 0.08, 0.62, sz - 0.98, sz - 0.1, fabric, { rx: 0.05 });
  box(room, sx1 - 0.2, sx1, 0.08, 0.62, sz - 0.98, sz - 0.1, fabric, { rx: 0.05 });
  // Pillows.
  const pillow = r.pick(['#e7c26d', '#f1ede4', '#c96d4e', '#7a9a8a', '#1f3b4d']);
  for (const px of [sx0 + 0.45, sx1 - 0.45]) {
    const [cx, cy] = P(room, px, 0.66, sz - 0.45);
    const k = room.f / (sz - 0.45);
    room.s.rect(cx - 0.2 * k, cy - 0.18 * k, 0.4 * k, 0.34 * k, pillow, `rx="${n1(0.07 * k)}" transform="rotate(${px < 0 ? -8 : 8} ${n1(cx)} ${n1(cy)})"`);
  }
  // Coffee table.
  const tz0 = back - 2.2;
  const tz1 = back - 1.5;
  const wood = shade(floor, 0.25);
  for (const [lx, lz] of [
    [-0.55, tz1 - 0.05],
    [0.5, tz1 - 0.05],
    [-0.55, tz0 + 0.05],
    [0.5, tz0 + 0.05],
  ] as const)
    box(room, lx, lx + 0.05, 0, 0.36, lz - 0.025, lz + 0.025, shade(wood, 0.2));
  box(room, -0.6, 0.6, 0.36, 0.41, tz0, tz1, v % 2 === 0 ? '#f2efe9' : wood);
  box(room, -0.35, -0.05, 0.41, 0.46, tz0 + 0.2, tz0 + 0.45, '#3b5b7a', { top: '#e8e2d6' });
  box(room, 0.2, 0.3, 0.41, 0.62, tz0 + 0.25, tz0 + 0.35, '#e6e1da', { rx: 0.04 });
  // Floor lamp next to the sofa, plant in the corner.
  const lampX = windowSide === 1 ? sx0 - 0.35 : sx1 + 0.35;
  box(room, lampX - 0.015, lampX + 0.015, 0, 1.45, sz - 0.35, sz - 0.32, '#2a2a2a');
  box(room, lampX - 0.15, lampX + 0.15, 0, 0.03, sz - 0.48, sz - 0.2, '#2a2a2a');
  lampShade(room, lampX, 1.4, sz - 0.34, 0.38, 0.32, '#f3ead8');
  plant(room, windowSide === 1 ? -hw + 0.45 : hw - 0.45, back - 0.5, 1.3);
  // Armchair in the foreground on the window side.
  const ax = windowSide === 1 ? 1.1 : -2.0;
  const az = back - 2.9;
  const chair = at(FABRICS, (v + 5) % 8);
  box(room, ax, ax + 0.85, 0.1, 0.42, az - 0.4, az + 0.4, shade(chair, 0.1));
  box(room, ax + (windowSide === 1 ? 0.7 : 0), ax + (windowSide === 1 ? 0.85 : 0.15), 0.1, 0.85, az - 0.4, az + 0.45, chair, { rx: 0.05 });
  pendant(room, 0, back - 1.9, 0.7, v % 2 === 0 ? '#2b2b2b' : '#c9a46a');
  finish(room.s, mood.grade, 0.28);
  return room.s;
}

const CABINETS = ['#f4f2ee', '#7f947b', '#2f4058', '#b68b62', '#d9d6d0', '#3d3f43', '#e9e2d3', '#6a7f8e'];
const COUNTERS = ['#e8e6e1', '#2d2d2d', '#d8d2c6', '#f5f5f3', '#9a8f80', '#efece6', '#3a3a3a', '#cfc8bd'];

function interiorKitchen(v: number, r: Rng): Svg {
  const room = makeRoom(r, v + 2);
  const mood = at(MOODS, (v + 2) % MOODS.length);
  const wall = at(WALL_TONES, (v + 3) % 8);
  const floor = v % 2 === 0 ? '#cfcac2' : at(FLOOR_TONES, (v * 5) % 8);
  drawShell(room, { wall, floor, ceiling: tint(wall, 0.5), boards: v % 2 === 1, tiles: v % 2 === 0 ? 0.6 : undefined });
  const { hw, back } = room;
  const cab = at(CABINETS, v - 1);
  const counter = at(COUNTERS, (v * 3) % 8);
  const handle = v % 3 === 0 ? '#c9a14a' : '#2a2a2a';
  // Window above the sink on the back wall.
  const wx0 = -0.7 + ((v % 3) - 1) * 0.4;
  windowView(room, 'back', wx0, wx0 + 1.2, 1.15, 2.15, mood, '#f4f4f2');
  // Backsplash tiles.
  const bz = back - 0.002;
  const tileColour = v % 2 === 0 ? '#ffffff' : tint(cab, 0.6);
  for (const [a, b] of [
    [-hw, wx0 - 0.05],
    [wx0 + 1.25, hw - 0.8],
  ] as const) {
    onBack(room, a, b, 0.92, 1.5, tileColour);
    const lines: string[] = [];
    for (let y = 0.92; y < 1.5; y += 0.075) {
      const p = P(room, a, y, bz);
      const q = P(room, b, y, bz);
      lines.push(`M ${n1(p[0])} ${n1(p[1])} L ${n1(q[0])} ${n1(q[1])}`);
    }
    let row = 0;
    for (let y = 0.92; y < 1.49; y += 0.075) {
      for (let x = a + (row % 2) * 0.075; x < b; x += 0.15) {
        const p = P(room, x, y, bz);
        const q = P(room, x, Math.min(1.5, y + 0.075), bz);
        lines.push(`M ${n1(p[0])} ${n1(p[1])} L ${n1(q[0])} ${n1(q[1])}`);
      }
      row++;
    }
    room.s.path(lines.join(' '), 'none', `stroke="${shade(tileColour, 0.15)}" stroke-width="1"`);
  }
  // Lower cabinets along the back wall.
  const lz0 = back - 0.62;
  box(room, -hw, hw - 0.8, 0, 0.1, lz0 + 0.05, back, shade(cab, 0.5));
  box(room, -hw, hw - 0.8, 0.1, 0.88, lz0, back, cab);
  const doors: string[] = [];
  for (let x = -hw; x < hw - 0.8; x += 0.6) {
    const a = P(room, x, 0.1, lz0);
    const b = P(room, x, 0.88, lz0);
    doors.push(`M ${n1(a[0])} ${n1(a[1])} L ${n1(b[0])} ${n1(b[1])}`);
    const h0 = P(room, x + 0.25, 0.8, lz0);
    const h1 = P(room, x + 0.35, 0.8, lz0);
    room.s.line(h0, h1, handle, 3, 'stroke-linecap="round"');
  }
  room.s.path(doors.join(' '), 'none', `stroke="${shade(cab, 0.25)}" stroke-width="2"`);
  // Oven.
  const ox = hw - 2.2;
  const o0 = P(room, ox, 0.15, lz0 - 0.001);
  const o1 = P(room, ox + 0.6, 0.75, lz0 - 0.001);
  room.s.rect(o0[0], o1[1], o1[0] - o0[0], o0[1] - o1[1], '#1f2226');
  room.s.rect(o0[0] + 6, o1[1] + 18, o1[0] - o0[0] - 12, (o0[1] - o1[1]) * 0.6, '#3a4048');
  room.s.rect(o0[0] + 10, o1[1] + 6, o1[0] - o0[0] - 20, 4, '#c9ccd1');
  // Countertop, sink, hob.
  box(room, -hw, hw - 0.8, 0.88, 0.93, lz0 - 0.03, back, counter);
  const sinkC = P(room, wx0 + 0.6, 0.931, back - 0.32);
  const sk = room.f / (back - 0.32);
  room.s.ellipse(sinkC[0], sinkC[1], 0.3 * sk, 0.055 * sk, '#9aa1a8');
  room.s.ellipse(sinkC[0], sinkC[1] + 2, 0.26 * sk, 0.04 * sk, '#6f767d');
  const f0 = P(room, wx0 + 0.6, 0.93, back - 0.08);
  const f1 = P(room, wx0 + 0.6, 1.25, back - 0.08);
  room.s.path(`M ${n1(f0[0])} ${n1(f0[1])} L ${n1(f1[0])} ${n1(f1[1])} Q ${n1(f1[0] + 0.12 * sk)} ${n1(f1[1] - 0.05 * sk)} ${n1(f1[0] + 0.14 * sk)} ${n1(f1[1] + 0.08 * sk)}`, 'none', 'stroke="#b9bec4" stroke-width="5" stroke-linecap="round"');
  const hobC = P(room, ox + 0.3, 0.932, back - 0.32);
  room.s.ellipse(hobC[0], hobC[1], 0.3 * sk, 0.05 * sk, '#151515');
  // Upper cabinets (not above the window) and hood.
  const uz = back - 0.35;
  box(room, -hw, wx0 - 0.1, 1.55, 2.3, uz, back, tint(cab, 0.05));
  box(room, wx0 + 1.3, hw - 0.8, 1.55, 2.3, uz, back, tint(cab, 0.05));
  const hood0 = P(room, ox, 1.6, uz - 0.02);
  const hood1 = P(room, ox + 0.6, 1.7, uz - 0.02);
  room.s.rect(hood0[0], hood1[1], hood1[0] - hood0[0], hood0[1] - hood1[1], '#b9bec4');
  // Tall fridge unit.
  box(room, hw - 0.8, hw, 0, 2.3, back - 0.66, back, tint(cab, 0.02));
  // Island with stools.
  const iz0 = back - 2.6;
  const iz1 = back - 1.7;
  box(room, -1.0, 1.0, 0.08, 0.9, iz0 + 0.05, iz1, cab);
  box(room, -1.05, 1.05, 0.9, 0.95, iz0 - 0.1, iz1 + 0.05, counter);
  const fruits = P(room, 0.3, 0.95, iz0 + 0.4);
  const fk = room.f / (iz0 + 0.4);
  room.s.ellipse(fruits[0], fruits[1], 0.18 * fk, 0.05 * fk, '#e8e1d3');
  for (let i = 0; i < 4; i++) room.s.ellipse(fruits[0] - 0.1 * fk + i * 0.06 * fk, fruits[1] - 0.04 * fk, 0.04 * fk, 0.04 * fk, r.pick(['#d9432f', '#f0b32a', '#7aa83c']));
  const stool = v % 2 === 0 ? '#2b2b2b' : '#b48a5a';
  for (const sx of [-0.6, 0, 0.6]) {
    const z = iz0 - 0.35;
    box(room, sx - 0.02, sx + 0.02, 0, 0.7, z - 0.02, z + 0.02, '#2b2b2b');
    box(room, sx - 0.2, sx + 0.2, 0.68, 0.74, z - 0.2, z + 0.2, stool, { rx: 0.05 });
  }
  for (const px of [-0.5, 0.5]) pendant(room, px, iz0 + 0.4, 0.9, v % 2 === 0 ? '#1f1f1f' : '#b08d57');
  plant(room, -hw + 0.3, back - 0.25, 0.5);
  finish(room.s, mood.grade, 0.28);
  return room.s;
}

const BEDDING = ['#f3f1ec', '#dfe6ea', '#ece3d3', '#e9e6f0', '#f2ede6', '#e4ebe2', '#f6f3ee', '#e0e4e8'];

function interiorBedroom(v: number, r: Rng): Svg {
  const room = makeRoom(r, v + 4);
  const mood = at(MOODS, (v + 4) % MOODS.length);
  const wall = at(WALL_TONES, (v + 5) % 8);
  const floor = at(FLOOR_TONES, (v * 7) % 8);
  drawShell(room, { wall, floor, ceiling: tint(wall, 0.5), boards: true });
  const { hw, back } = room;
  // Feature wall behind the bed.
  const feature = v % 3 === 0 ? shade(at(FABRICS, (v + 1) % 8), 0.1) : v % 3 === 1 ? tint(at(FABRICS, (v + 3) % 8), 0.45) : shade(wall, 0.06);
  onBack(room, -1.6, 1.6, 0.1, room.ch, feature);
  const windowSide: -1 | 1 = v % 2 === 0 ? 1 : -1;
  windowView(room, windowSide, back - 3.3, back - 1.6, 0.7, 2.4, mood, '#f5f5f3');
  const curtain = at(FABRICS, (v + 6) % 8);
  onSide(room, windowSide, back - 3.7, back - 3.25, 0.05, 2.65, curtain);
  onSide(room, windowSide, back - 1.65, back - 1.2, 0.05, 2.65, curtain);
  lightPatch(room, windowSide, back - 3.1, back - 1.8);
  rug(room, -1.6, 1.6, back - 3.4, back - 1.0, tint(at(FABRICS, (v + 2) % 8), 0.55), shade(at(FABRICS, (v + 2) % 8), 0.05));
  wallArt(room, -0.55, 0.55, 1.5, 2.1, ART);
  // Bed.
  const head = at(FABRICS, (v + 3) % 8);
  const linen = at(BEDDING, v - 1);
  box(room, -1.05, 1.05, 0, 1.25, back - 0.1, back, shade(head, 0.05), { rx: 0.05 });
  const tufts: string[] = [];
  for (let x = -0.85; x < 1.0; x += 0.3) {
    const a = P(room, x, 0.5, back - 0.101);
    const b = P(room, x, 1.15, back - 0.101);
    tufts.push(`M ${n1(a[0])} ${n1(a[1])} L ${n1(b[0])} ${n1(b[1])}`);
  }
  room.s.path(tufts.join(' '), 'none', `stroke="${shade(head, 0.22)}" stroke-width="2"`);
  const bz0 = back - 2.15;
  box(room, -0.95, 0.95, 0.05, 0.32, bz0, back - 0.1, shade(head, 0.15));
  box(room, -0.92, 0.92, 0.32, 0.55, bz0 + 0.03, back - 0.1, linen, { rx: 0.04 });
  // Pillows.
  for (const px of [-0.48, 0.48]) box(room, px - 0.38, px + 0.38, 0.55, 0.78, back - 0.45, back - 0.15, tint(linen, 0.3), { rx: 0.06 });
  box(room, -0.3, 0.3, 0.55, 0.72, back - 0.55, back - 0.45, r.pick(['#c9a227', '#2f5d62', '#c96d4e', '#6d7a86']), { rx: 0.05 });
  // Duvet and throw.
  box(room, -0.94, 0.94, 0.55, 0.6, bz0 + 0.02, back - 0.65, tint(linen, 0.1), { rx: 0.03, side: shade(linen, 0.1) });
  box(room, -0.96, 0.96, 0.5, 0.62, bz0 + 0.02, bz0 + 0.45, at(FABRICS, (v + 4) % 8), { rx: 0.03 });
  // Nightstands and lamps.
  for (const nx of [-1.6, 1.1]) {
    box(room, nx, nx + 0.5, 0, 0.55, back - 0.5, back - 0.05, shade(floor, 0.15));
    const a = P(room, nx + 0.05, 0.3, back - 0.5);
    const b = P(room, nx + 0.45, 0.3, back - 0.5);
    room.s.line(a, b, shade(floor, 0.35), 2);
    box(room, nx + 0.2, nx + 0.3, 0.55, 0.85, back - 0.3, back - 0.2, '#d8d2c8');
    lampShade(room, nx + 0.25, 1.1, back - 0.25, 0.36, 0.26, tint(head, 0.6));
  }
  // Wardrobe on the wall opposite the window.
  const wx = -windowSide * hw;
  const wIn = wx - windowSide * -0.62;
  const x0 = Math.min(wx, wIn);
  const x1 = Math.max(wx, wIn);
  box(room, x0, x1, 0, 2.35, back - 3.3, back - 1.8, tint(floor, 0.2));
  plant(room, windowSide * (hw - 0.35), back - 0.4, 1.1);
  finish(room.s, mood.grade, 0.3);
  return room.s;
}

const BATH_TILES = ['#eef1f2', '#e7e2da', '#dfe8ec', '#f2f0ec', '#d6dcd9', '#ece7e1', '#e3e6ea', '#f0ece6'];
const BATH_ACCENTS = ['#2f5d62', '#3d3f43', '#7f947b', '#b68b62', '#31465f', '#8a6f5a', '#4b5563', '#c9a227'];

function tileWallLines(room: Room, size: number, color: string): void {
  const { hw, ch, back } = room;
  const lines: string[] = [];
  const near = 0.6;
  for (let y = 0; y <= ch; y += size) {
    const a = P(room, -hw, y, near);
    const b = P(room, -hw, y, back);
    const c = P(room, hw, y, back);
    const d = P(room, hw, y, near);
    lines.push(`M ${n1(a[0])} ${n1(a[1])} L ${n1(b[0])} ${n1(b[1])} L ${n1(c[0])} ${n1(c[1])} L ${n1(d[0])} ${n1(d[1])}`);
  }
  for (let x = -hw; x <= hw; x += size) {
    const a = P(room, x, 0, back);
    const b = P(room, x, ch, back);
    lines.push(`M ${n1(a[0])} ${n1(a[1])} L ${n1(b[0])} ${n1(b[1])}`);
  }
  for (let z = back; z > near; z -= size) {
    for (const x of [-hw, hw]) {
      const a = P(room, x, 0, z);
      const b = P(room, x, ch, z);
      lines.push(`M ${n1(a[0])} ${n1(a[1])} L ${n1(b[0])} ${n1(b[1])}`);
    }
  }
  room.s.path(lines.join(' '), 'none', `stroke="${color}" stroke-width="1" opacity="0.55"`);
}

function interiorBath(v: number, r: Rng): Svg {
  const room = makeRoom(r, v + 1);
  room.hw = 1.9 + (v % 3) * 0.15;
  room.back = 5.2 + (v % 2) * 0.3;
  room.f = 780;
  const mood = at(MOODS, (v + 6) % MOODS.length);
  const tile = at(BATH_TILES, v - 1);
  const accent = at(BATH_ACCENTS, (v * 3) % 8);
  const floorTile = at(['#8f8a85', '#cfc8bd', '#6f7377', '#bdb5a8', '#a39b90', '#d6d0c6', '#7d766e', '#c4c8cb'], v - 1);
  drawShell(room, { wall: tile, floor: floorTile, ceiling: '#f5f5f3', boards: false, tiles: 0.5 });
  tileWallLines(room, v % 2 === 0 ? 0.3 : 0.6, shade(tile, 0.25));
  const { hw, back } = room;
  // Accent wall behind the vanity.
  onBack(room, -0.85, 0.85, 0.1, room.ch, v % 2 === 0 ? tint(accent, 0.2) : shade(tile, 0.05));
  // Mirror with frame and reflection, wall lights.
  onBack(room, -0.63, 0.63, 1.12, 2.03, v % 3 === 0 ? '#b08d57' : '#2b2b2b');
  onBack(room, -0.6, 0.6, 1.15, 2.0, '#cfd9df');
  onBack(room, -0.6, 0.6, 1.15, 2.0, room.s.linear(P(room, -0.6, 2, back)[0], P(room, -0.6, 2, back)[1], P(room, 0.6, 1.15, back)[0], P(room, 0.6, 1.15, back)[1], [[0, '#ffffff', 0.5], [0.4, '#ffffff', 0.05], [0.6, '#ffffff', 0.25], [1, '#ffffff', 0]]));
  for (const lx of [-0.72, 0.66]) {
    onBack(room, lx, lx + 0.06, 1.4, 1.85, '#fff4d6');
    const c = P(room, lx + 0.03, 1.62, back);
    const k = room.f / back;
    room.s.ellipse(c[0], c[1], 0.4 * k, 0.5 * k, room.s.radial(c[0], c[1], 0.5 * k, [[0, '#fff1c9', 0.5], [1, '#fff1c9', 0]]));
  }
  // Floating vanity with basin.
  box(room, -0.65, 0.65, 0.35, 0.82, back - 0.5, back, accent);
  const vline0 = P(room, 0, 0.35, back - 0.5);
  const vline1 = P(room, 0, 0.82, back - 0.5);
  room.s.line(vline0, vline1, shade(accent, 0.3), 2);
  box(room, -0.67, 0.67, 0.82, 0.86, back - 0.52, back, '#f4f2ee');
  box(room, -0.28, 0.28, 0.86, 0.98, back - 0.42, back - 0.12, '#ffffff', { rx: 0.05 });
  const f0 = P(room, 0, 0.86, back - 0.05);
  const f1 = P(room, 0, 1.12, back - 0.05);
  const sk = room.f / back;
  room.s.path(`M ${n1(f0[0])} ${n1(f0[1])} L ${n1(f1[0])} ${n1(f1[1])} L ${n1(f1[0])} ${n1(f1[1] + 0.03 * sk)} L ${n1(f1[0])} ${n1(f1[1])} Q ${n1(f1[0] + 0.01 * sk)} ${n1(f1[1] - 0.01 * sk)} ${n1(f1[0] + 0.01 * sk)} ${n1(f1[1] + 0.06 * sk)}`, 'none', 'stroke="#2b2b2b" stroke-width="5" stroke-linecap="round"');
  // Shower with glass on one side, bathtub or toilet on the other.
  const showerSide: -1 | 1 = v % 2 === 0 ? 1 : -1;
  const gx = showerSide * (hw - 1.0);
  const gz0 = back - 1.1;
  const glassQuad: Pt[] = [P(room, gx, 0.05, gz0), P(room, gx, 0.05, back), P(room, gx, 2.05, back), P(room, gx, 2.05, gz0)];
  // Rain shower head.
  const sh = P(room, showerSide * (hw - 0.5), 2.2, back - 0.5);
  room.s.ellipse(sh[0], sh[1], 0.18 * (room.f / (back - 0.5)), 0.03 * (room.f / (back - 0.5)), '#2b2b2b');
  room.s.line(sh, P(room, showerSide * (hw - 0.5), room.ch, back - 0.5), '#2b2b2b', 3);
  // Floor tray.
  onFloor(room, Math.min(gx, showerSide * hw), Math.max(gx, showerSide * hw), gz0, back, shade(floorTile, 0.15), '', 0.01);
  room.s.poly(glassQuad, '#d9ecf2', 'opacity="0.35"');
  room.s.poly(glassQuad, 'none', 'stroke="#2b2b2b" stroke-width="3"');
  // Towel rail with towels on the other wall.
  const towelSide = -showerSide as -1 | 1;
  const towel = r.pick(['#ffffff', '#d8cfc0', '#9fb7c6', '#e6b9a6']);
  onSide(room, towelSide, back - 1.6, back - 1.05, 0.9, 1.45, towel);
  onSide(room, towelSide, back - 1.6, back - 1.05, 1.4, 1.45, shade(towel, 0.15));
  // Bathtub in the foreground or a toilet.
  if (v % 3 === 0) {
    const tx0 = towelSide * hw;
    const tx1 = towelSide * (hw - 0.75);
    box(room, Math.min(tx0, tx1), Math.max(tx0, tx1), 0, 0.55, back - 2.9, back - 1.2, '#fbfbfa', { rx: 0.03 });
    const c = P(room, (tx0 + tx1) / 2, 0.551, back - 2.05);
    const k = room.f / (back - 2.05);
    room.s.ellipse(c[0], c[1], 0.3 * k, 0.09 * k, '#cfdfe6');
  } else {
    const tx = towelSide * (hw - 0.35);
    const z = back - 2.3;
    box(room, tx - 0.2, tx + 0.2, 0.2, 0.8, z + 0.15, z + 0.35, '#ffffff', { rx: 0.03 });
    box(room, tx - 0.18, tx + 0.18, 0, 0.42, z - 0.3, z + 0.15, '#f7f7f6', { rx: 0.08 });
    const c = P(room, tx, 0.43, z - 0.08);
    const k = room.f / (z - 0.08);
    room.s.ellipse(c[0], c[1], 0.18 * k, 0.06 * k, '#eceeef');
  }
  // Bath mat in front of the vanity, a shelf with bottles on the accent wall.
  rug(room, -0.45, 0.45, back - 1.5, back - 0.8, r.pick(['#9fb7c6', '#e6d5bf', '#c9d3c0', '#d9b8a8']), '#ffffff');
  box(room, -0.85 + 0.02, -0.85 + 0.42, 2.12, 2.15, back - 0.18, back, '#8a6f5a');
  for (let i = 0; i < 3; i++) {
    const bx = -0.8 + i * 0.12;
    box(room, bx, bx + 0.07, 2.15, 2.15 + 0.12 + (i % 2) * 0.06, back - 0.12, back - 0.05, r.pick(['#ffffff', '#2f5d62', '#c9a227', '#b96b4a']), { rx: 0.02 });
  }
  plant(room, showerSide * -0.9, back - 0.3, 0.55);
  finish(room.s, mood.grade, 0.26);
  return room.s;
}

// ---------------------------------------------------------------------------
// Office
// ---------------------------------------------------------------------------

function office(v: number, r: Rng): Svg {
  const room = makeRoom(r, v + 3);
  room.hw = 3.4 + (v % 3) * 0.3;
  room.back = 8 + (v % 2);
  room.f = 800;
  const mood = at(MOODS, (v + 7) % MOODS.length);
  const floor = v % 2 === 0 ? '#8d9196' : '#b9b2a6';
  const wall = v % 3 === 0 ? '#eef0f1' : '#e7e4de';
  drawShell(room, { wall, floor, ceiling: '#f3f3f2', boards: false, tiles: v % 2 === 0 ? 0.5 : undefined });
  const { s, hw, back, ch } = room;
  // Floor-to-ceiling windows on the back wall with a skyline.
  const z = back - 0.002;
  const [l, t] = P(room, -hw, ch - 0.15, z);
  const [rr, b] = P(room, hw, 0.05, z);
  s.rect(l, t, rr - l, b - t, s.linear(0, t, 0, b, [[0, tint(mood.top, 0.2)], [1, tint(mood.bottom, 0.3)]]));
  let x = l;
  const horizon = t + (b - t) * 0.7;
  while (x < rr) {
    const w = r.range(20, 55);
    const h = r.range(30, 150);
    s.rect(x, horizon - h, w, b - horizon + h, mix('#8a99aa', mood.haze, r.range(0.2, 0.5)));
    x += w + r.range(0, 6);
  }
  s.rect(l, t, rr - l, b - t, '#ffffff', 'opacity="0.2"');
  const mull: string[] = [];
  for (let mx = -hw; mx <= hw + 0.01; mx += (2 * hw) / 6) {
    const a = P(room, mx, 0.05, z);
    const c = P(room, mx, ch - 0.15, z);
    mull.push(`M ${n1(a[0])} ${n1(a[1])} L ${n1(c[0])} ${n1(c[1])}`);
  }
  const mid0 = P(room, -hw, 1.0, z);
  const mid1 = P(room, hw, 1.0, z);
  mull.push(`M ${n1(mid0[0])} ${n1(mid0[1])} L ${n1(mid1[0])} ${n1(mid1[1])}`);
  s.path(mull.join(' '), 'none', 'stroke="#2f3337" stroke-width="5"');
  // Ceiling light panels.
  for (let pz = 2.2; pz < back - 0.5; pz += 1.6) {
    for (const px of [-1.6, 0.6]) {
      s.poly([P(room, px, ch - 0.001, pz), P(room, px + 1.0, ch - 0.001, pz), P(room, px + 1.0, ch - 0.001, pz + 0.5), P(room, px, ch - 0.001, pz + 0.5)], '#ffffff');
    }
  }
  // Glass meeting-room wall on one side.
  const side: -1 | 1 = v % 2 === 0 ? 1 : -1;
  const gx = side * (hw - 1.6);
  const gq: Pt[] = [P(room, gx, 0, 1.2), P(room, gx, 0, back - 2.5), P(room, gx, ch, back - 2.5), P(room, gx, ch, 1.2)];
  // Meeting table with chairs behind the glass.
  const mx0 = Math.min(gx, side * hw) + 0.35;
  const mx1 = Math.max(gx, side * hw) - 0.35;
  for (const mz of [back - 3.3, back - 4.1, back - 4.9]) box(room, mx0 + 0.1, mx0 + 0.4, 0.45, 0.95, mz, mz + 0.35, '#3a3f44');
  box(room, mx0 + 0.35, mx1, 0.72, 0.76, back - 5.4, back - 2.9, '#7a5a40');
  s.poly(gq, '#cfe3ec', 'opacity="0.3"');
  const frost0 = P(room, gx, 1.0, 1.2);
  const frost1 = P(room, gx, 1.0, back - 2.5);
  const frost2 = P(room, gx, 1.3, back - 2.5);
  const frost3 = P(room, gx, 1.3, 1.2);
  s.poly([frost0, frost1, frost2, frost3], '#ffffff', 'opacity="0.55"');
  const gl: string[] = [];
  for (let gz = 1.2; gz <= back - 2.5 + 0.01; gz += (back - 3.7) / 4) {
    const a = P(room, gx, 0, gz);
    const c = P(room, gx, ch, gz);
    gl.push(`M ${n1(a[0])} ${n1(a[1])} L ${n1(c[0])} ${n1(c[1])}`);
  }
  s.path(gl.join(' '), 'none', 'stroke="#3a3f44" stroke-width="3"');
  plant(room, -side * (hw - 0.4), back - 0.4, 1.4);
  // Rows of desks with monitors and chairs, drawn back to front.
  const deskTop = v % 3 === 1 ? '#d9c3a0' : '#f2f2f0';
  const chairColour = r.pick(['#2b2b2b', '#31465f', '#7a2e2e', '#3f5f4f']);
  const xs = side === 1 ? [-2.6, -1.1, 0.4] : [-0.4, 1.1, 2.6];
  for (const dz of [back - 1.6, back - 3.4, back - 5.2]) {
    for (const dx of xs) {
      const x0 = side === 1 ? dx : dx - 1.4;
      // Chair behind the desk, facing the camera.
      const cz = dz + 0.95;
      box(room, x0 + 0.68, x0 + 0.72, 0.05, 0.45, cz - 0.02, cz + 0.02, '#2b2b2b');
      box(room, x0 + 0.52, x0 + 0.88, 0.55, 1.12, cz + 0.2, cz + 0.24, chairColour, { rx: 0.06 });
      box(room, x0 + 0.5, x0 + 0.9, 0.45, 0.52, cz - 0.2, cz + 0.2, chairColour, { rx: 0.03 });
      // Monitor.
      box(room, x0 + 0.45, x0 + 0.95, 0.78, 1.1, dz + 0.35, dz + 0.38, '#1d2024', { front: '#1d2024' });
      const m0 = P(room, x0 + 0.48, 1.08, dz + 0.349);
      const m1 = P(room, x0 + 0.92, 0.8, dz + 0.349);
      s.rect(m0[0], m0[1], m1[0] - m0[0], m1[1] - m0[1], s.linear(m0[0], m0[1], m1[0], m1[1], [[0, '#5b8fc9'], [1, '#2a4d73']]));
      // Desk.
      box(room, x0, x0 + 1.4, 0.72, 0.76, dz - 0.1, dz + 0.6, deskTop);
      box(room, x0 + 0.02, x0 + 0.06, 0, 0.72, dz - 0.08, dz - 0.04, '#3a3a3a');
      box(room, x0 + 1.34, x0 + 1.38, 0, 0.72, dz - 0.08, dz - 0.04, '#3a3a3a');
      // Keyboard and a notebook.
      box(room, x0 + 0.5, x0 + 0.9, 0.76, 0.78, dz + 0.05, dz + 0.2, '#d9dcdf');
      if ((dx + dz) % 2 > 1) box(room, x0 + 1.0, x0 + 1.25, 0.76, 0.79, dz + 0.0, dz + 0.3, '#c0583f');
    }
  }
  plant(room, side * (hw - 0.4), 2.2, 1.2);
  finish(s, mood.grade, 0.25);
  return s;
}

// ---------------------------------------------------------------------------
// Driver
// ---------------------------------------------------------------------------

function at<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

const RENDERERS: Record<string, (variant: number, rng: Rng) => Svg> = {
  'exterior-house': exteriorHouse,
  'exterior-apartment': exteriorApartment,
  'interior-living': interiorLiving,
  'interior-kitchen': interiorKitchen,
  'interior-bedroom': interiorBedroom,
  'interior-bath': interiorBath,
  land,
  office,
  building,
};

export function renderSvg(kind: string, variant: number): string {
  const render = RENDERERS[kind];
  if (!render) throw new Error(`unknown image kind "${kind}"`);
  return render(variant, makeRng(hashString(`${kind}-${variant}`))).toString();
}

interface Job {
  name: string; // e.g. "land-03"
  kind: string;
  variant: number;
}

function collectJobs(): Job[] {
  const data = JSON.parse(readFileSync(LISTINGS, 'utf8')) as { listings?: { images?: unknown }[] };
  const names = new Set<string>();
  for (const listing of data.listings ?? []) {
    if (!Array.isArray(listing.images)) continue;
    for (const url of listing.images) {
      if (typeof url !== 'string') continue;
      const m = /\/([a-z-]+)-(\d{2})-1200\.webp$/.exec(url);
      if (!m) throw new Error(`unexpected image URL ${url}`);
      names.add(`${m[1]}-${m[2]}`);
    }
  }
  return [...names].sort().map((name) => {
    const m = /^(.*)-(\d{2})$/.exec(name);
    return { name, kind: m?.[1] ?? '', variant: Number(m?.[2] ?? '1') };
  });
}

function isFresh(file: string, since: number): boolean {
  return existsSync(file) && statSync(file).mtimeMs > since;
}

async function renderJob(job: Job): Promise<void> {
  const svg = Buffer.from(renderSvg(job.kind, job.variant));
  const { data, info } = await sharp(svg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  await Promise.all([
    sharp(data, raw).webp({ quality: QUALITY, effort: 2 }).toFile(path.join(OUT_DIR, `${job.name}-1200.webp`)),
    sharp(data, raw).resize(600, 400).webp({ quality: QUALITY + 5, effort: 2 }).toFile(path.join(OUT_DIR, `${job.name}-600.webp`)),
  ]);
}

async function main(): Promise<void> {
  const started = performance.now();
  mkdirSync(OUT_DIR, { recursive: true });
  const since = Math.max(statSync(LISTINGS).mtimeMs, statSync(SCRIPT).mtimeMs);
  const jobs = collectJobs();
  const todo = jobs.filter(
    (job) => !isFresh(path.join(OUT_DIR, `${job.name}-1200.webp`), since) || !isFresh(path.join(OUT_DIR, `${job.name}-600.webp`), since),
  );
  const workers = Math.max(1, Math.min(4, availableParallelism()));
  // A first build renders every photo (most of a minute on a small machine): say how far it is.
  const step = Math.max(1, Math.ceil(todo.length / 6));
  if (todo.length > 0) console.log(`images: rendering ${todo.length} of ${jobs.length} photos…`);
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < todo.length) {
        const job = todo[next++];
        if (job) await renderJob(job);
        done += 1;
        if (done % step === 0 && done < todo.length) console.log(`images: ${done}/${todo.length}`);
      }
    }),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `images: ${jobs.length} photos (${jobs.length * 2} files), rendered ${todo.length}, skipped ${jobs.length - todo.length}, in ${seconds} s -> ${path.relative(process.cwd(), OUT_DIR)}`,
  );
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === SCRIPT;
if (isMain) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
