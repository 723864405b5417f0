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

/**
 * A failed remote load is not logged here: the slot's error boundary logs it once, with the
 * remote's name, whether it failed loading or rendering. Returning nothing lets the runtime
 * reject `loadRemote`, which the slot catches.
 */
export function quietFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-quiet-failure',
    errorLoadRemote() {
      return undefined;
    },
  };
}
