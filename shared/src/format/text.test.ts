import { describe, expect, it } from 'vitest';
import { MAP_TITLE_MAX, foldText, locationText, paragraphs, shortId, truncate } from './text';

describe('shortId', () => {
  it('is the part before the first dash', () => {
    expect(shortId('1234-abcd-5678')).toBe('1234');
    expect(shortId('1234')).toBe('1234');
    expect(shortId('')).toBe('');
  });
});

describe('truncate', () => {
  it('cuts map titles to 25 characters plus an ellipsis', () => {
    expect(MAP_TITLE_MAX).toBe(25);
    expect(truncate('Banesë e re në qendër të Prishtinës')).toBe('Banesë e re në qendër të…');
  });

  it('leaves a text of 25 characters or fewer alone', () => {
    const exactly25 = 'a'.repeat(25);
    expect(truncate(exactly25)).toBe(exactly25);
    expect(truncate('Shtëpi')).toBe('Shtëpi');
  });

  it('keeps the ellipsis on its word: no space before it, where a line could break', () => {
    expect(truncate('Shtëpi e madhe me oborr   dhe pishinë')).toBe('Shtëpi e madhe me oborr…');
  });

  it('takes another length', () => {
    expect(truncate('abcdef', 3)).toBe('abc…');
  });
});

describe('paragraphs', () => {
  it('splits on newlines and drops empty lines', () => {
    expect(paragraphs('Rreshti 1\n\nRreshti 2\r\n  \nRreshti 3')).toEqual(['Rreshti 1', 'Rreshti 2', 'Rreshti 3']);
  });

  it('gives [] for no text', () => {
    expect(paragraphs('')).toEqual([]);
    expect(paragraphs(undefined)).toEqual([]);
  });
});

describe('locationText', () => {
  it('joins subcity and city', () => {
    expect(locationText({ subcity: 'Arbëri', city: 'Prishtinë' })).toBe('Arbëri, Prishtinë');
    expect(locationText({ subcity: '', city: 'Prishtinë' })).toBe('Prishtinë');
  });
});

describe('foldText', () => {
  it('lowers the case and drops the diacritics', () => {
    expect(foldText('Shtëpi në Çagllavicë')).toBe('shtepi ne cagllavice');
    expect(foldText('ABC 123')).toBe('abc 123');
  });
});
