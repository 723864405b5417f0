import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir, wantsCopies } from './precompress';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function dist(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const TEXT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `row ${index}`))};\n`;

describe('precompressDir', () => {
  it('writes .br and .gz copies that decompress to the file, also in sub-folders', async () => {
    const dir = dist({ 'main.0a1b2c3d.js': TEXT, 'assets/pronat/7/index.html': TEXT });
    const summary = await precompressDir(dir);
    expect(summary.files).toBe(2);
    for (const name of ['main.0a1b2c3d.js', 'assets/pronat/7/index.html']) {
      const file = path.join(dir, name);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(TEXT);
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(TEXT);
    }
    expect(summary.brotliBytes).toBeLessThan(summary.gzipBytes);
    expect(summary.gzipBytes).toBeLessThan(summary.rawBytes);
  });

  it('leaves images, source maps and small files alone', async () => {
    const dir = dist({ 'photo.webp': Buffer.alloc(5000, 1), 'main.js.map': TEXT, 'tiny.js': 'ok' });
    await precompressDir(dir);
    expect(fs.readdirSync(dir).sort()).toEqual(['main.js.map', 'photo.webp', 'tiny.js']);
  });

  it('removes copies whose file is gone, but not archives that merely end in .gz', async () => {
    const dir = dist({ 'old.js.br': 'x', 'old.js.gz': 'x', 'data.tar.gz': 'archive', 'main.js': TEXT });
    const summary = await precompressDir(dir);
    expect(summary.removed).toBe(2);
    expect(fs.readdirSync(dir).sort()).toEqual(['data.tar.gz', 'main.js', 'main.js.br', 'main.js.gz']);
  });

  it('writes no copy that is not smaller than the file', async () => {
    const noise = crypto.randomBytes(3000);
    const dir = dist({ 'noise.txt': noise });
    await precompressDir(dir);
    expect(fs.existsSync(path.join(dir, 'noise.txt.gz'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'noise.txt.br'))).toBe(false);
  });
});

describe('wantsCopies', () => {
  it('asks for text types above the size the server compresses', () => {
    expect(wantsCopies('/d/a.css', 5000)).toBe(true);
    expect(wantsCopies('/d/mf-manifest.json', 5000)).toBe(true);
    expect(wantsCopies('/d/a.css', 1024)).toBe(false);
    expect(wantsCopies('/d/a.js.map', 5000)).toBe(false);
    expect(wantsCopies('/d/a.png', 5000)).toBe(false);
  });
});
