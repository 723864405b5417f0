/** The contact endpoint's settings, from the environment. */

export interface ContactConfig {
  /** Posts one client may make per window (CONTACT_RATE_LIMIT, default 5). */
  rateLimit: number;
  /** The rate-limit window in milliseconds (CONTACT_RATE_WINDOW_MS, default one minute). */
  rateWindowMs: number;
  /**
   * Whether the client is the last address of X-Forwarded-For (TRUST_PROXY=1), for a server
   * behind a reverse proxy; otherwise the socket's peer address.
   */
  trustProxy: boolean;
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, not "${value}"`);
  return parsed;
}

export function readContactConfig(env: NodeJS.ProcessEnv = process.env): ContactConfig {
  return {
    rateLimit: positiveInteger(env.CONTACT_RATE_LIMIT, 5, 'CONTACT_RATE_LIMIT'),
    rateWindowMs: positiveInteger(env.CONTACT_RATE_WINDOW_MS, 60_000, 'CONTACT_RATE_WINDOW_MS'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}
