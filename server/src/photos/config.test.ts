import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPhotosConfig } from './config';

const dataDir = path.resolve('/srv/prona/data');

describe('readPhotosConfig', () => {
  it('keeps the public versions and the originals apart under DATA_DIR by default', () => {
    expect(readPhotosConfig(dataDir, [], {})).toEqual({
      publicDir: path.join(dataDir, 'photos/public'),
      privateDir: path.join(dataDir, 'photos/originals'),
      publicUrlPrefix: '/assets/photos/',
    });
  });

  it('takes PHOTOS_DIR and PHOTOS_URL_PREFIX', () => {
    const config = readPhotosConfig(dataDir, [], { PHOTOS_DIR: '/var/www/photos', PHOTOS_URL_PREFIX: 'https://cdn.example/p/' });
    expect(config).toMatchObject({ publicDir: path.resolve('/var/www/photos'), publicUrlPrefix: 'https://cdn.example/p/' });
  });

  it('refuses a layout that would serve the originals', () => {
    expect(() => readPhotosConfig(dataDir, [], { PHOTOS_DIR: '/srv/prona/data' })).toThrow(/originals/);
    expect(() => readPhotosConfig(dataDir, ['/srv/prona'])).toThrow(/would be served from \/srv\/prona/);
    expect(() => readPhotosConfig(dataDir, ['/srv/prona/public'], {})).not.toThrow();
  });

  it('refuses a URL prefix that is neither a path nor https', () => {
    expect(() => readPhotosConfig(dataDir, [], { PHOTOS_URL_PREFIX: 'javascript:alert(1)//' })).toThrow(/PHOTOS_URL_PREFIX/);
  });
});
