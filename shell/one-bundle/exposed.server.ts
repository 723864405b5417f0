/**
 * The one-bundle build's server render (shared/build/oneBundle.ts): the remotes' exposed
 * components from their sources, compiled into the shell's server-render build in place of
 * shell/src/federation/bundledExposed.ts, so the shell renders every region itself instead of
 * with the remotes' server builds. By exposed module id, as the server's remote regions are.
 */
import type { ComponentType } from 'react';
import { exposes as detail } from '../../mfe-detail/src/server';
import { exposes as listings } from '../../mfe-listings/src/server';
import { exposes as map } from '../../mfe-map/src/server';

const byRemote: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'mfe-listings': listings,
  'mfe-detail': detail,
  'mfe-map': map,
};

export const BUNDLED_EXPOSED: ReadonlyMap<string, ComponentType> | null = new Map(
  Object.entries(byRemote).flatMap(([remote, exposes]) =>
    Object.entries(exposes).map(([key, component]): [string, ComponentType] => [`${remote}/${key.replace(/^\.\//, '')}`, component as ComponentType]),
  ),
);
