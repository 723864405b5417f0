import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SPEED_PLAN } from './plan';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const named = SPEED_PLAN.flatMap((mechanism) => mechanism.files);

describe('the loading plan', () => {
  it('names only files that exist', () => {
    expect(named.filter((file) => !fs.existsSync(path.join(root, file)))).toEqual([]);
  });

  it("names every module of the speed folder, so nothing runs for speed that the plan leaves out", () => {
    const modules = fs
      .readdirSync(here)
      .filter((file) => !/\.test\.tsx?$/.test(file) && !file.startsWith('plan.'))
      .map((file) => path.relative(root, path.join(here, file)).split(path.sep).join('/'));
    expect(modules.filter((file) => !named.includes(file))).toEqual([]);
  });

  it('gives each mechanism one id, as the bench names its verdict', () => {
    const ids = SPEED_PLAN.map((mechanism) => mechanism.id);
    expect(new Set(ids).size).toBe(ids.length);
    const bench = fs.readFileSync(path.join(root, 'bench/README.md'), 'utf8');
    expect(ids.filter((id) => !bench.includes(`\`${id}\``))).toEqual([]);
  });
});
