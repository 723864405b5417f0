/**
 * The remotes map (remote name → manifest URL): the built-in one, or REMOTES_FILE read again
 * whenever it changes, so a redeploy of a remote needs no restart. GET /remotes.json sends it;
 * the pages inline it, and the Content-Security-Policy allows the origins it names.
 */
import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { REMOTE_NAMES } from 'shared/contracts';

export interface RemoteMap {
  body: Buffer;
  parsed: Record<string, unknown>;
  /** Origins of remotes served from elsewhere than the site (absolute manifest URLs). */
  origins: string[];
}

/** The origins (scheme://host:port) of absolute manifest URLs in a remotes map. */
export function remoteOriginsOf(map: Record<string, unknown>): string[] {
  const origins: string[] = [];
  for (const value of Object.values(map)) {
    if (typeof value !== 'string' || !/^https?:\/\//.test(value)) continue;
    try {
      origins.push(new URL(value).origin);
    } catch {
      // Not a URL: the shell cannot load it either.
    }
  }
  return [...new Set(origins)];
}

function mapOf(body: Buffer): RemoteMap {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    const map = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    return { body, parsed: map, origins: remoteOriginsOf(map) };
  } catch {
    // A broken map loads no remote; the policy then allows none either.
    return { body, parsed: {}, origins: [] };
  }
}

/** The current map; reads REMOTES_FILE again only when its modification time changed. */
export function createRemoteMapReader(remotesFile: string | undefined): () => RemoteMap {
  const builtIn = mapOf(Buffer.from(JSON.stringify(Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`])), null, 2)));
  if (!remotesFile) return () => builtIn;
  let held = { mtimeMs: -1, map: builtIn };
  return () => {
    try {
      const { mtimeMs } = fs.statSync(remotesFile);
      if (mtimeMs !== held.mtimeMs) held = { mtimeMs, map: mapOf(fs.readFileSync(remotesFile)) };
    } catch (error) {
      // Missing for a moment during a redeploy: keep the last map, say so once.
      if (held.mtimeMs !== -2) console.warn(`REMOTES_FILE ${remotesFile} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}); keeping the last map.`);
      held = { mtimeMs: -2, map: held.map };
    }
    return held.map;
  };
}

export const remotesPlugin: FastifyPluginAsync<{ remoteMap: () => RemoteMap }> = async (app, { remoteMap }) => {
  app.get('/remotes.json', (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-store').send(remoteMap().body),
  );
};
