/**
 * The suite's loopback ports: the site playwright.config.ts starts on E2E_PORT, then the servers
 * some spec files start of their own on the ports after it. `pnpm test` picks a free block of
 * SUITE_PORTS ports (scripts/test-e2e.ts), so a run never collides with a running site.
 */
export const SUITE_PORTS = 5;
export const DEFAULT_E2E_PORT = 4310;

const base = (): number => Number(process.env.E2E_PORT ?? DEFAULT_E2E_PORT);

export const suitePorts = {
  site: base(),
  hostileInput: base() + 1,
  badData: base() + 2,
  redeploySite: base() + 3,
  redeployRemote: base() + 4,
};
