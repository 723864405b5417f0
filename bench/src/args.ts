/** The benchmark's command line. */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resultsDir } from './paths';

export const SECTIONS = ['lighthouse', 'bytes', 'data', 'map'] as const;
export type Section = (typeof SECTIONS)[number];

export interface BenchArgs {
  /** One Lighthouse run per page, no 2,000/10,000/1,000-listing data sets. */
  quick: boolean;
  /** Measure the build that is there instead of running `pnpm build` first. */
  skipBuild: boolean;
  runs: number;
  /** First loopback port; each data set's server takes the next one. */
  port: number;
  sections: Set<Section>;
  outDir: string;
}

export function parseBenchArgs(argv: string[]): BenchArgs {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    options: {
      quick: { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      runs: { type: 'string' },
      port: { type: 'string', default: '4340' },
      only: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const runs = values.runs === undefined ? (values.quick ? 1 : 3) : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number, not ${values.runs}`);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1024 || port > 65_000) throw new Error(`--port must be a free port number, not ${values.port}`);
  const only = values.only?.split(',').map((section) => section.trim()).filter(Boolean);
  const unknown = only?.filter((section) => !(SECTIONS as readonly string[]).includes(section)) ?? [];
  if (unknown.length > 0) throw new Error(`--only takes ${SECTIONS.join(', ')}; not ${unknown.join(', ')}`);
  return {
    quick: values.quick ?? false,
    skipBuild: values['skip-build'] ?? false,
    runs,
    port,
    sections: new Set((only ?? SECTIONS) as Section[]),
    outDir: values.out ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out) : resultsDir,
  };
}
