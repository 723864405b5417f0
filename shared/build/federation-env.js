/*
 * Production builds' stand-in for the federation SDK's `env` module (see rspack-preset.ts): the
 * same exports, except that debug mode is not read from localStorage. The SDK's version asks
 * `localStorage.FEDERATION_DEBUG` when the runtime starts, and a page's first storage read is
 * a synchronous round trip to the browser process: it made the host's start one long task.
 * Production debug logs can still be switched on at build time with a `FEDERATION_DEBUG`
 * define; development builds keep the SDK's own module, localStorage switch included.
 *
 * Plain JavaScript: the module takes the SDK file's place after the loaders were chosen for it,
 * so it is bundled as it is, like the rest of the SDK.
 */
/* global ENV_TARGET, FEDERATION_DEBUG, window, navigator, process */

export const isBrowserEnvValue =
  typeof ENV_TARGET !== 'undefined' ? ENV_TARGET === 'web' : typeof window !== 'undefined' && typeof window.document !== 'undefined';

export function isBrowserEnv() {
  return isBrowserEnvValue;
}

export function isReactNativeEnv() {
  return typeof navigator !== 'undefined' && navigator?.product === 'ReactNative';
}

export function getProcessEnv() {
  return typeof process !== 'undefined' && process.env ? process.env : {};
}

export function isDebugMode() {
  if (typeof process !== 'undefined' && process.env && process.env.FEDERATION_DEBUG) return Boolean(process.env.FEDERATION_DEBUG);
  return typeof FEDERATION_DEBUG !== 'undefined' && Boolean(FEDERATION_DEBUG);
}
