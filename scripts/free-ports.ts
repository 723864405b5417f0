/** Free loopback ports for the test run, so it never collides with a running site or another run. */
import net from 'node:net';

export function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** A port the system hands out as free. */
function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The first of `count` consecutive free ports (the e2e suite's site takes the first, spec files
 * that start servers of their own the ones after it). Tries system-chosen starting points.
 */
export async function freePortBlock(count: number, attempts = 50): Promise<number> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const first = await anyFreePort();
    if (first + count > 65_535) continue;
    let all = true;
    for (let port = first + 1; port < first + count && all; port += 1) all = await isFree(port);
    if (all) return first;
  }
  throw new Error(`No ${count} consecutive free ports found on 127.0.0.1`);
}
