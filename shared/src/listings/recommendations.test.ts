import { describe, expect, it } from 'vitest';
import { makeListing } from './fixtures';
import { RECOMMENDATIONS_KEPT, RECOMMENDATIONS_SHOWN, recommendations } from './recommendations';

const current = makeListing({ id: 'me', category: 'house', option: 'Me Qera' });

describe('recommendations', () => {
  it('keeps 8 and shows 10 at most', () => {
    expect(RECOMMENDATIONS_KEPT).toBe(8);
    expect(RECOMMENDATIONS_SHOWN).toBe(10);
  });

  it('needs the same category and the same option', () => {
    const all = [
      makeListing({ id: 'a', category: 'house', option: 'Me Qera' }),
      makeListing({ id: 'b', category: 'house', option: 'Në Shitje' }),
      makeListing({ id: 'c', category: 'apartment', option: 'Me Qera' }),
      makeListing({ id: 'd', category: 'house', option: 'Me Qera' }),
    ];
    expect(recommendations(current, all).map((l) => l.id)).toEqual(['a', 'd']);
  });

  it('leaves out the current listing', () => {
    expect(recommendations(current, [current, makeListing({ id: 'a', category: 'house', option: 'Me Qera' })]).map((l) => l.id)).toEqual(['a']);
  });

  it('keeps the first 8 matches', () => {
    const all = Array.from({ length: 12 }, (_, i) => makeListing({ id: String(i), category: 'house', option: 'Me Qera' }));
    expect(recommendations(current, all).map((l) => l.id)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
  });

  it('gives [] when nothing matches', () => {
    expect(recommendations(current, [current])).toEqual([]);
  });
});
