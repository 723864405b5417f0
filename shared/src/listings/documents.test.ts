import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../contracts';
import { makeListing } from './fixtures';
import { COMPLETE_DOCUMENTS, hasCompleteDocuments, listingDocuments } from './documents';

const withDocuments = (category: string, documents: unknown) => makeListing({ category, details: { documents } as never });

describe('listingDocuments', () => {
  it('reads the known codes in their fixed order', () => {
    expect(listingDocuments(withDocuments('house', ['occupancy', 'possession']))).toEqual(['possession', 'occupancy']);
  });

  it('tells "none of them" ([]) from unknown (no value, empty, null)', () => {
    expect(listingDocuments(withDocuments('house', []))).toEqual([]);
    expect(listingDocuments(makeListing({ details: {} }))).toBeUndefined();
    expect(listingDocuments(withDocuments('house', ''))).toBeUndefined();
    expect(listingDocuments(withDocuments('house', null))).toBeUndefined();
  });
});

describe('hasCompleteDocuments (the card mark)', () => {
  it('asks anything built for the possession certificate, the building permit and the occupancy certificate', () => {
    for (const category of CATEGORIES.filter((category) => category !== 'land')) {
      expect(hasCompleteDocuments(withDocuments(category, ['possession', 'permit', 'occupancy'])), category).toBe(true);
      expect(hasCompleteDocuments(withDocuments(category, ['possession', 'permit'])), category).toBe(false);
      expect(hasCompleteDocuments(withDocuments(category, ['permit', 'occupancy'])), category).toBe(false);
    }
    expect(COMPLETE_DOCUMENTS.residential).toEqual(['possession', 'permit', 'occupancy']);
  });

  it('asks land for the possession certificate alone', () => {
    expect(hasCompleteDocuments(withDocuments('land', ['possession']))).toBe(true);
    expect(hasCompleteDocuments(withDocuments('land', ['permit']))).toBe(false);
  });

  it('is never complete while a legalisation is under way', () => {
    expect(hasCompleteDocuments(withDocuments('apartment', ['possession', 'permit', 'occupancy', 'legalisation']))).toBe(false);
    expect(hasCompleteDocuments(withDocuments('land', ['possession', 'legalisation']))).toBe(false);
  });

  it('is never complete when the papers are unknown or none', () => {
    expect(hasCompleteDocuments(makeListing({ category: 'land', details: {} }))).toBe(false);
    expect(hasCompleteDocuments(withDocuments('land', []))).toBe(false);
    expect(hasCompleteDocuments(withDocuments('land', null))).toBe(false);
  });
});
