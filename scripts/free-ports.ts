/** Free loopback ports for the test run, so it never collides with a running site or another run. */
import fs from 'node:fs';
import net from 'node:net';

export function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** Linux's default range for the local ports of outgoing connections. */
const DEFAULT_EPHEMERAL: readonly [number, number] = [32768, 60999];
/** The lowest port handed out here: below it live well-known services and usual dev servers. */
const LOWEST = 10_000;

/** The system's range for the local ports of outgoing connections (Linux), else Linux's default. */
export function ephemeralRange(file = '/proc/sys/net/ipv4/ip_local_port_range'): readonly [number, number] {
  try {
    const [low, high] = fs.readFileSync(file, 'utf8').trim().split(/\s+/).map(Number);
    if (Number.isInteger(low) && Number.isInteger(high) && low! > 0 && low! <= high!) return [low!, high!];
  } catch {
    // Not Linux, or not readable: the default below.
  }
  return DEFAULT_EPHEMERAL;
}

/**
 * The first of `count` consecutive free ports (the e2e suite's site takes the first, spec files
 * that start servers of their own the ones after it), below the range the system takes the local
 * ports of outgoing connections from. A port from that range, free when chosen, was taken minutes
 * later by one of the suite's own connections, and a spec's server then failed with EADDRINUSE.
 */
export async function freePortBlock(count: number, attempts = 50): Promise<number> {
  const [ephemeralLow] = ephemeralRange();
  const highest = Math.max(LOWEST, ephemeralLow - count);
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const first = LOWEST + Math.floor(Math.random() * (highest - LOWEST));
    let all = true;
    for (let port = first; port < first + count && all; port += 1) all = await isFree(port);
    if (all) return first;
  }
  throw new Error(`No ${count} consecutive free ports found on 127.0.0.1 between ${LOWEST} and ${ephemeralLow}`);
}
