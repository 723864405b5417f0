/** The bytes the server sends for a URL with each encoding, as they go over the wire. */
import http from 'node:http';

export interface WireSizes {
  identity: number;
  gzip: number;
  br: number;
}

function bodyLength(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let length = 0;
        res.on('data', (chunk: Buffer) => (length += chunk.length));
        res.on('end', () => resolve(length));
      })
      .on('error', reject);
  });
}

const cache = new Map<string, Promise<WireSizes>>();

/** Sizes of one URL's body with no compression, gzip and brotli (fetched once each). */
export function wireSizes(url: string): Promise<WireSizes> {
  let sizes = cache.get(url);
  if (!sizes) {
    sizes = (async () => ({
      identity: await bodyLength(url, 'identity'),
      gzip: await bodyLength(url, 'gzip'),
      br: await bodyLength(url, 'br'),
    }))();
    cache.set(url, sizes);
  }
  return sizes;
}

/** Forget sizes measured against a server that has stopped (another data set, same port). */
export function clearWireSizes(): void {
  cache.clear();
}
