/**
 * The remotes' components the shell's server-render build holds itself: none in the federated
 * build, where the server renders remote regions with the remotes' own server builds
 * (server/src/ssr/remotes.ts). The one-bundle build (`SITE_BUNDLE=one`, shared/build/oneBundle.ts)
 * replaces this file with one that imports them (shell/one-bundle/exposed.server.ts).
 */
import type { ComponentType } from 'react';

export const BUNDLED_EXPOSED: ReadonlyMap<string, ComponentType> | null = null;
