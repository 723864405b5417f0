import { describe, expect, it } from 'vitest';
import { LEAFLET_CREDIT, withExternalLinks } from './attribution';

describe('withExternalLinks', () => {
  it('makes every link open in a new tab with noopener and noreferrer', () => {
    expect(withExternalLinks('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> and <a href="https://carto.com/">CARTO</a>')).toBe(
      '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> and <a href="https://carto.com/" target="_blank" rel="noopener noreferrer">CARTO</a>',
    );
  });

  it('replaces a weaker target or rel instead of adding a second one', () => {
    expect(withExternalLinks(`<a rel='opener' href="https://esri.com/" TARGET=_self>Esri</a>`)).toBe(
      '<a href="https://esri.com/" target="_blank" rel="noopener noreferrer">Esri</a>',
    );
  });

  it('leaves text without links and other tags alone', () => {
    expect(withExternalLinks('Tiles &copy; Esri <abbr title="x">GIS</abbr>')).toBe('Tiles &copy; Esri <abbr title="x">GIS</abbr>');
  });

  it('credits Leaflet with a safe link', () => {
    expect(LEAFLET_CREDIT).toBe('<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>');
  });
});
