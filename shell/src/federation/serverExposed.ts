/**
 * During a server render: the remotes' components the server loaded from their server builds
 * (server/src/ssr/remotes.ts), given to the remote slots by context (a render on the server is
 * asynchronous, and requests overlap). A module not among them throws NotOnServer, so its slot is
 * rendered as its fallback, and the browser loads and renders the module there after hydration.
 * In the browser there is no scope, and slots load modules through the federation runtime.
 */
import { createContext, createElement, type ComponentType, type ReactNode } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are typed by the caller
type AnyComponent = ComponentType<any>;

export type ServerExposedScope = ReadonlyMap<string, AnyComponent>;

export const ServerExposedContext = createContext<ServerExposedScope | null>(null);

export function ServerExposedProvider({ value, children }: { value: ServerExposedScope; children: ReactNode }) {
  return createElement(ServerExposedContext.Provider, { value }, children);
}

/**
 * The digest a region the server rendered as its fallback carries to the browser (React writes it
 * into the markup): the browser renders that region itself, which is expected, not a fault.
 */
export const SERVER_FALLBACK_DIGEST = 'ssr-region-fallback';

/** A remote region the server could not render: expected (its build is missing), logged where it was found. */
export class NotOnServer extends Error {
  constructor(readonly module: string) {
    super(`${module} has no server build loaded`);
    this.name = 'NotOnServer';
  }
}

const missing = new Map<string, AnyComponent>();

/** The component a slot renders on the server for a module the server could not load. */
export function missingOnServer(module: string): AnyComponent {
  let component = missing.get(module);
  if (!component) {
    component = () => {
      throw new NotOnServer(module);
    };
    missing.set(module, component);
  }
  return component;
}
