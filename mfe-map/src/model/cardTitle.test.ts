// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mapCardTitle } from './cardTitle';

describe('mapCardTitle', () => {
  it('keeps a title of 25 characters or fewer as it is', () => {
    expect(mapCardTitle('Banesë 1+1 në Tophane')).toBe('Banesë 1+1 në Tophane');
    expect(mapCardTitle('a'.repeat(25))).toBe('a'.repeat(25));
  });

  it('cuts a longer title to 25 characters plus an ellipsis', () => {
    const cut = mapCardTitle('Shtëpi me 2 kate me oborr në fshatin Zhegër, Gjilan');
    expect(cut).toBe('Shtëpi me 2 kate me oborr…');
    expect(Array.from(cut)).toHaveLength(26);
    expect(mapCardTitle('a'.repeat(26))).toBe(`${'a'.repeat(25)}…`);
  });

  it('counts Albanian letters as one character each', () => {
    const title = `${'ë'.repeat(10)}${'ç'.repeat(11)}${'ë'.repeat(5)}`;
    expect(mapCardTitle(title)).toBe(`${'ë'.repeat(10)}${'ç'.repeat(11)}${'ë'.repeat(4)}…`);
  });

  it('ignores surrounding white space', () => {
    expect(mapCardTitle('  Lokal në qendër  ')).toBe('Lokal në qendër');
  });
});
