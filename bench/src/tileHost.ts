/**
 * The map's tile providers, played on loopback for Lighthouse. Its Chromium resolves every host
 * name to 127.0.0.1, where an HTTPS server with a throwaway certificate answers each tile with a
 * generated street-like tile of a real tile's size. The map route is then measured as a visitor
 * sees it (tiles from another origin, with its own connection, after the map's code) instead of
 * with every tile blocked, which made the map's "could not load" message its LCP.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export interface TileHost {
  /** Chromium flags that send every host name here and accept the throwaway certificate. */
  chromeFlags: string[];
  /** Bytes of the one tile every tile request gets. */
  tileBytes: number;
  stop(): Promise<void>;
}

const TILE_SIZE = 256;
/** Tile paths of the three providers in site.config.json: /{z}/{x}/{y}.png, /…/tile/{z}/{y}/{x}, /{z}/{x}/{y}@2x.png. */
export const TILE_PATH = /\/\d+\/\d+\/\d+(@2x)?(\.png)?$/;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A 256 px RGB tile: land colour, a few dozen roads and some texture, drawn from a fixed seed.
 * About the size of an OpenStreetMap tile of a town at zoom 8-12, so it costs a real tile's bytes.
 */
export function streetTilePng(seed = 7): Buffer {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pixels = Buffer.alloc(TILE_SIZE * TILE_SIZE * 3);
  const paint = (x: number, y: number, [r, g, b]: readonly number[]) => {
    if (x < 0 || y < 0 || x >= TILE_SIZE || y >= TILE_SIZE) return;
    const at = (y * TILE_SIZE + x) * 3;
    pixels[at] = r ?? 0;
    pixels[at + 1] = g ?? 0;
    pixels[at + 2] = b ?? 0;
  };
  for (let y = 0; y < TILE_SIZE; y++) {
    for (let x = 0; x < TILE_SIZE; x++) {
      const grain = Math.floor(random() * 6);
      paint(x, y, [242 - grain, 239 - grain, 233 - grain]);
    }
  }
  const roadColours = [
    [255, 255, 255],
    [247, 250, 191],
    [252, 214, 164],
  ] as const;
  for (let road = 0; road < 40; road++) {
    const colour = roadColours[road % roadColours.length] ?? roadColours[0];
    const width = 1 + Math.floor(random() * 4);
    let x = random() * TILE_SIZE;
    let y = random() * TILE_SIZE;
    let angle = random() * Math.PI * 2;
    for (let step = 0; step < 160; step++) {
      angle += (random() - 0.5) * 0.3;
      x += Math.cos(angle);
      y += Math.sin(angle);
      for (let dx = 0; dx < width; dx++) for (let dy = 0; dy < width; dy++) paint(Math.round(x) + dx, Math.round(y) + dy, colour);
    }
  }
  const rows = Buffer.alloc(TILE_SIZE * (TILE_SIZE * 3 + 1));
  for (let y = 0; y < TILE_SIZE; y++) pixels.copy(rows, y * (TILE_SIZE * 3 + 1) + 1, y * TILE_SIZE * 3, (y + 1) * TILE_SIZE * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE_SIZE, 0);
  header.writeUInt32BE(TILE_SIZE, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A self-signed certificate for one day, made with openssl. */
function throwawayCertificate(dir: string): { key: Buffer; cert: Buffer } {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=bench-tiles', '-days', '1', '-keyout', key, '-out', cert], {
    stdio: 'ignore',
  });
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

/**
 * Starts the stand-in on port 443 (browsers ask tile hosts on the default port). Null, with the
 * reason, when it cannot (no openssl, or the port is taken or needs root): the caller then blocks
 * tiles as before.
 */
export async function startTileHost(): Promise<{ host: TileHost } | { host: null; reason: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tiles-'));
  try {
    const tile = streetTilePng();
    const server = https.createServer(throwawayCertificate(dir), (req, res) => {
      const pathname = new URL(req.url ?? '/', 'https://tiles').pathname;
      if (!TILE_PATH.test(pathname)) return void res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': tile.length, 'Cache-Control': 'public, max-age=86400', 'Access-Control-Allow-Origin': '*' });
      res.end(tile);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(443, '127.0.0.1', resolve);
    });
    return {
      host: {
        chromeFlags: ['--host-resolver-rules=MAP * 127.0.0.1, EXCLUDE localhost', '--ignore-certificate-errors'],
        tileBytes: tile.length,
        stop: () =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
            fs.rmSync(dir, { recursive: true, force: true });
          }),
      },
    };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    return { host: null, reason: (error as Error).message.split('\n')[0] ?? String(error) };
  }
}
