// @vitest-environment jsdom
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as standIn from './federation-env.js';

/** The SDK's own ES `env` module, the one production builds replace (rspack-preset.ts). */
async function sdkEnv(): Promise<Record<string, unknown>> {
  const fromEnhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced'));
  const sdkIndex = fromEnhanced.resolve('@module-federation/sdk');
  return (await import(pathToFileURL(path.join(path.dirname(sdkIndex), 'env.js')).href)) as Record<string, unknown>;
}

describe('the federation SDK env stand-in', () => {
  afterEach(() => vi.restoreAllMocks());

  it('exports what the SDK module exports, so every SDK import of it still resolves', async () => {
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(await sdkEnv()).sort());
  });

  it('answers debug mode without reading web storage, unlike the SDK', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const sdk = await sdkEnv();
    (sdk.isDebugMode as () => boolean)();
    expect(getItem).toHaveBeenCalled();
    getItem.mockClear();
    expect(standIn.isDebugMode()).toBe(false);
    expect(getItem).not.toHaveBeenCalled();
  });

  it('sees a browser as a browser', () => {
    expect(standIn.isBrowserEnv()).toBe(true);
    expect(standIn.isReactNativeEnv()).toBe(false);
  });
});
