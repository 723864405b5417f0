/** The load test's command line: `pnpm load [--duration 20] [--connections 4] [--port N] [--listings N]`. */
import { parseArgs } from 'node:util';

export interface LoadArgs {
  /** Seconds of load; the run stops by itself after it. */
  durationSeconds: number;
  /** Connections per page route; contact posts get half as many (at least one). */
  connections: number;
  /** Loopback port for the server. */
  port: number;
  /** Besides the sample, a second run on a store filled ahead with this many listings (0: none). */
  listings: number;
}

function whole(value: string, name: string, min: number, max: number): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`--${name} takes a whole number from ${min} to ${max}, not ${value}`);
  }
  return parsed;
}

export function parseLoadArgs(argv: string[]): LoadArgs {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    options: {
      duration: { type: 'string', default: '20' },
      connections: { type: 'string', default: '4' },
      port: { type: 'string', default: '4380' },
      listings: { type: 'string', default: '0' },
    },
  });
  return {
    durationSeconds: whole(values.duration ?? '20', 'duration', 1, 600),
    connections: whole(values.connections ?? '4', 'connections', 1, 100),
    port: whole(values.port ?? '4380', 'port', 1024, 65_000),
    listings: whole(values.listings ?? '0', 'listings', 0, 1_000_000),
  };
}
