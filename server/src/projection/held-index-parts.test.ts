import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HeldIndexParts } from './held-index-parts';

describe("a snapshot's index parts", () => {
  const parts = [Buffer.from('{"part":0,"rows":[]}'), Buffer.from('{"part":1,"rows":[[1]]}')];

  it("are held plain until each part's gzip copy is given, then as that copy alone", async () => {
    const held = new HeldIndexParts(parts);
    expect(held.count).toBe(2);
    expect(held.plainBytes()).toBe(parts[0]!.length + parts[1]!.length);
    expect(await held.plain(1)).toBe(parts[1]);

    held.compressed(0, zlib.gzipSync(parts[0]!));
    expect(held.plainBytes()).toBe(parts[1]!.length);
    held.compressed(1, zlib.gzipSync(parts[1]!));
    expect(held.plainBytes()).toBe(0);
    // Inflated again, byte for byte, for whoever still needs the plain bytes.
    expect((await held.all()).map(String)).toEqual(parts.map(String));
  });

  it('reject a part the index does not have and ignore a copy for one', async () => {
    const held = new HeldIndexParts(parts);
    held.compressed(5, Buffer.from('x'));
    expect(held.plainBytes()).toBe(parts[0]!.length + parts[1]!.length);
    await expect(held.plain(2)).rejects.toThrow('the index has no part 2');
  });
});
