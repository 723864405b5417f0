import { describe, expect, it } from 'vitest';
import { checkSharedCompat } from './shared-compat';

const host = [
  { name: 'react', version: '19.3.1', singleton: true },
  { name: 'shared/ui', version: '1.2.0', singleton: true },
];

describe('checkSharedCompat', () => {
  it('accepts the same versions', () => {
    expect(checkSharedCompat(host, host)).toEqual({ errors: [], warnings: [] });
  });

  it('warns when the remote was built against a newer minor or patch', () => {
    const report = checkSharedCompat([{ name: 'shared/ui', version: '1.3.0', singleton: true }], host);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual(["shared/ui: the remote is built against 1.3.0, newer than the shell's 1.2.0"]);
  });

  it('refuses a different major version', () => {
    const report = checkSharedCompat([{ name: 'react', version: '20.0.0', singleton: true }], host);
    expect(report.errors).toHaveLength(1);
  });

  it('ignores modules the shell does not provide and non-singletons', () => {
    const report = checkSharedCompat(
      [
        { name: 'shared/format', version: '9.0.0', singleton: true },
        { name: 'react', version: '20.0.0', singleton: false },
      ],
      host,
    );
    expect(report).toEqual({ errors: [], warnings: [] });
  });
});
