/**
 * Which package a requested file belongs to, read from the federation manifests
 * (mf-manifest.json) the apps' builds write: the shell, a remote, a shared singleton, or data.
 */

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/** The parts of an mf-manifest.json this reads. */
export interface FederationManifest {
  name?: string;
  metaData?: { remoteEntry?: { name?: string } };
  shared?: { name: string; assets?: ManifestAssets }[];
  exposes?: { name?: string; path?: string; assets?: ManifestAssets }[];
}

export type ResourceKind = 'js' | 'css' | 'json' | 'image' | 'document' | 'other';

export interface Attribution {
  /** `shell`, a remote's name, `data` (listings) or `other`. */
  app: string;
  /** A chunk of a shared singleton (React, react-dom, shared/*) rather than the app's own code. */
  shared: string[];
  /** The exposed module a chunk belongs to (`./ListingsPage`), when the manifest says so. */
  exposes: string[];
  /** Local path of the file inside its app's dist, for reading its source map. */
  file: string;
}

const assetFiles = (assets: ManifestAssets | undefined): string[] => [
  ...(assets?.js?.sync ?? []),
  ...(assets?.js?.async ?? []),
  ...(assets?.css?.sync ?? []),
  ...(assets?.css?.async ?? []),
];

/** file → names, for the shared modules or exposed modules of one manifest. */
function index(entries: { name?: string; path?: string; assets?: ManifestAssets }[] | undefined): Map<string, string[]> {
  const byFile = new Map<string, string[]>();
  for (const entry of entries ?? []) {
    const name = entry.path ?? entry.name ?? '?';
    for (const file of assetFiles(entry.assets)) byFile.set(file, [...(byFile.get(file) ?? []), name]);
  }
  return byFile;
}

export class Attributor {
  private readonly shared = new Map<string, Map<string, string[]>>();
  private readonly exposes = new Map<string, Map<string, string[]>>();

  /** `manifests`: app name → its manifest; the shell is served at /, a remote at /remotes/{name}/. */
  constructor(manifests: Record<string, FederationManifest>) {
    for (const [app, manifest] of Object.entries(manifests)) {
      this.shared.set(app, index(manifest.shared));
      this.exposes.set(app, index(manifest.exposes));
    }
  }

  attribute(url: string): Attribution {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname.startsWith('/assets/data/')) return { app: 'data', shared: [], exposes: [], file: pathname };
    const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
    const app = remote ? (remote[1] as string) : pathname.startsWith('/assets/') ? 'other' : 'shell';
    const file = remote ? (remote[2] as string) : pathname.slice(1);
    return {
      app,
      shared: this.shared.get(app)?.get(file) ?? [],
      exposes: this.exposes.get(app)?.get(file) ?? [],
      file,
    };
  }
}

/** The row a file is summed into: the app, or its shared singletons kept apart. */
export function groupOf(attribution: Attribution): string {
  if (attribution.app === 'data' || attribution.app === 'other') return attribution.app;
  return attribution.shared.length > 0 ? `${attribution.app} · shared` : attribution.app;
}

/** The kind of a resource from its URL (and MIME type when the URL says nothing). */
export function kindOf(url: string, mimeType = ''): ResourceKind {
  const { pathname } = new URL(url, 'http://localhost');
  if (/\.(m?js)$/.test(pathname)) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  if (pathname.endsWith('.json')) return 'json';
  if (/\.(webp|png|jpe?g|svg|gif|avif|ico)$/.test(pathname)) return 'image';
  if (mimeType.includes('html')) return 'document';
  if (mimeType.includes('javascript')) return 'js';
  if (mimeType.includes('json')) return 'json';
  if (mimeType.startsWith('image/')) return 'image';
  return 'other';
}
