/** Federation runtime plugins: one concern each (ARCHITECTURE rule 7). */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RETRIES = 2;
const RETRY_DELAY_MS = 400;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries a remote's manifest request when the network fails or the server answers 5xx. */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-retry',
    async fetch(url: string, init: RequestInit) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
        try {
          const response = await fetch(url, init);
          if (response.status < 500) return response;
          lastError = new Error(`HTTP ${response.status} for ${url}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < RETRIES) await wait(RETRY_DELAY_MS * (attempt + 1));
      }
      throw lastError;
    },
  };
}

/** Logs a failed remote load once, naming the remote, then lets the slot's boundary show it. */
export function errorLoggingPlugin(): ModuleFederationRuntimePlugin {
  const logged = new Set<string>();
  return {
    name: 'site-error-log',
    errorLoadRemote(args) {
      const key = `${args.id}:${args.lifecycle}`;
      if (!logged.has(key)) {
        logged.add(key);
        console.error(`[federation] remote "${args.id}" failed to load (${args.lifecycle})`, args.error);
      }
      // Returning nothing lets the runtime reject loadRemote; the slot's boundary shows it.
      return undefined;
    },
  };
}
