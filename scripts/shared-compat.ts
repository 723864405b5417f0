/**
 * Compares the singletons a remote was built against with the ones the live shell provides,
 * from their mf-manifest.json files: a different major version is an error (the remote would
 * break at run time), a newer minor or patch only a warning (it loads with the host's copy).
 */
export interface ManifestShared {
  name: string;
  version: string;
  singleton?: boolean;
}

export interface CompatReport {
  errors: string[];
  warnings: string[];
}

const parse = (version: string) => version.split('.').map((part) => Number.parseInt(part, 10) || 0);

export function checkSharedCompat(remote: readonly ManifestShared[], host: readonly ManifestShared[]): CompatReport {
  const hostVersions = new Map(host.map((item) => [item.name, item.version]));
  const report: CompatReport = { errors: [], warnings: [] };
  for (const item of remote) {
    if (!item.singleton) continue;
    const hostVersion = hostVersions.get(item.name);
    if (!hostVersion) continue;
    const [remoteMajor = 0, remoteMinor = 0, remotePatch = 0] = parse(item.version);
    const [hostMajor = 0, hostMinor = 0, hostPatch = 0] = parse(hostVersion);
    if (remoteMajor !== hostMajor) {
      report.errors.push(`${item.name}: the remote is built against ${item.version}, the shell provides ${hostVersion}`);
    } else if (remoteMinor > hostMinor || (remoteMinor === hostMinor && remotePatch > hostPatch)) {
      report.warnings.push(`${item.name}: the remote is built against ${item.version}, newer than the shell's ${hostVersion}`);
    }
  }
  return report;
}
