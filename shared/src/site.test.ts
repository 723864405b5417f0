import { describe, expect, it } from 'vitest';
import { firstTileOrigin, type MapTileProvider } from './site';

const layer = (id: MapTileProvider['id'], url: string, subdomains?: string): MapTileProvider => ({
  id,
  url,
  attribution: '',
  maxZoom: 19,
  ...(subdomains ? { subdomains } : {}),
});

describe('firstTileOrigin', () => {
  it('is the origin of the street layer, whatever the order of the layers', () => {
    const layers = [layer('satellite', 'https://imagery.example/tile/{z}/{y}/{x}'), layer('street', 'https://tiles.example:8443/{z}/{x}/{y}.png')];
    expect(firstTileOrigin(layers)).toBe('https://tiles.example:8443');
  });

  it('takes the first subdomain for a {s} URL: the one Leaflet names first', () => {
    expect(firstTileOrigin([layer('street', 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png', 'abcd')])).toBe('https://a.tiles.example');
    expect(firstTileOrigin([layer('street', 'https://{s}.tiles.example/{z}/{x}/{y}.png')])).toBe('https://a.tiles.example');
  });

  it('is null without a street layer or with a URL that is not one', () => {
    expect(firstTileOrigin([layer('contrast', 'https://c.example/{z}/{x}/{y}.png')])).toBeNull();
    expect(firstTileOrigin([layer('street', 'tiles/{z}/{x}/{y}.png')])).toBeNull();
  });
});
