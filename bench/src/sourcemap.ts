/**
 * What a minified chunk is made of: its generated characters per npm package (or workspace
 * folder), read from the chunk's source map. Enough to say "Mantine is 40 % of this chunk".
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one segment of a source map's `mappings` (Base64 VLQ) into its numbers. */
export function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`Bad VLQ character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * The owner of a source path: `react-dom`, `@mantine/core`, `shared/ui`, `mfe-listings/src`,
 * or `bundler runtime` (webpack://app/webpack/runtime/...).
 */
export function ownerOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope = '', name = ''] = source.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const prefixed = /^webpack:\/\/([^/]*)\/(.*)$/.exec(source);
  const app = prefixed?.[1] ?? '';
  const rest = (prefixed?.[2] ?? source).replace(/^css /, '');
  const parts = rest.split('/').filter((part) => part !== '' && part !== '.' && part !== '..');
  if (parts[0] === 'shared' && parts[1] === 'src') return parts[2] ? `shared/${parts[2].replace(/\.tsx?$/, '')}` : 'shared';
  if (parts[0] === 'src') return `${app || 'app'}/src`;
  if (parts[1] === 'src') return `${parts[0]}/src`;
  return 'bundler runtime';
}

export interface RawSourceMap {
  sources: string[];
  mappings: string;
}

/**
 * Generated characters per owner. Each mapping segment covers the characters up to the next
 * segment on its line; characters before the first segment and unmapped segments count as
 * the bundler's.
 */
export function charactersByOwner(map: RawSourceMap, code: string): Map<string, number> {
  const owners = map.sources.map(ownerOf);
  const totals = new Map<string, number>();
  const add = (owner: string, count: number) => {
    if (count > 0) totals.set(owner, (totals.get(owner) ?? 0) + count);
  };
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    let column = 0;
    let previous: { column: number; owner: string } = { column: 0, owner: 'bundler runtime' };
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeVlq(segment);
      column += columnDelta;
      add(previous.owner, column - previous.column);
      let owner = 'bundler runtime';
      if (sourceDelta !== undefined) {
        sourceIndex += sourceDelta;
        owner = owners[sourceIndex] ?? owner;
      }
      previous = { column, owner };
    }
    add(previous.owner, lineLength - previous.column);
  });
  return totals;
}
