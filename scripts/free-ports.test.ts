import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralRange, freePortBlock, isFree } from './free-ports';

const listen = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port, host: '127.0.0.1' }, () => resolve(server));
  });

describe('freePortBlock', () => {
  it('returns the first of a block of ports that can all be listened on', async () => {
    const first = await freePortBlock(4);
    // Below the ports the system gives outgoing connections, which could take one meanwhile.
    expect(first).toBeGreaterThanOrEqual(10_000);
    expect(first + 3).toBeLessThan(ephemeralRange()[0]);
    const servers = await Promise.all([0, 1, 2, 3].map((offset) => listen(first + offset)));
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('tells a port in use from a free one', async () => {
    const busy = await listen(0);
    const port = (busy.address() as net.AddressInfo).port;
    expect(await isFree(port)).toBe(false);
    await new Promise((resolve) => busy.close(resolve));
    expect(await isFree(port)).toBe(true);
  });
});
