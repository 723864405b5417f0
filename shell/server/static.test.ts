// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachePolicyFor, resolveInside } from './static';

let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  fs.mkdirSync(path.join(root, 'public/js'), { recursive: true });
  fs.writeFileSync(path.join(root, 'public/js/app.js'), 'ok');
  fs.writeFileSync(path.join(root, 'secret.txt'), 'secret');
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('resolveInside', () => {
  it('finds a file inside the folder', () => {
    expect(resolveInside(path.join(root, 'public'), 'js/app.js')).toBe(path.join(root, 'public/js/app.js'));
  });

  it.each(['../secret.txt', '..%2fsecret.txt', '%2e%2e/secret.txt', 'js/../../secret.txt', '%2e%2e%2fsecret.txt'])(
    'refuses %s, which climbs out of the folder',
    (attempt) => {
      expect(resolveInside(path.join(root, 'public'), attempt)).toBeNull();
    },
  );

  it('refuses folders, missing files, NUL bytes and undecodable paths', () => {
    const publicDir = path.join(root, 'public');
    expect(resolveInside(publicDir, 'js')).toBeNull();
    expect(resolveInside(publicDir, 'js/missing.js')).toBeNull();
    expect(resolveInside(publicDir, 'js/app.js%00')).toBeNull();
    expect(resolveInside(publicDir, '%E0%A4%A')).toBeNull();
  });
});

describe('cachePolicyFor', () => {
  it('caches content-hashed files for ever and revalidates the rest', () => {
    expect(cachePolicyFor('/x/main.0a1b2c3d.js')).toBe('immutable');
    expect(cachePolicyFor('/x/remoteEntry.js')).toBe('revalidate');
    expect(cachePolicyFor('/x/mf-manifest.json')).toBe('revalidate');
  });
});
