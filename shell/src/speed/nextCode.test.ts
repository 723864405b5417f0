import { describe, expect, it } from 'vitest';

const { stylesheetContent } = await import('./nextCode');

describe('stylesheetContent', () => {
  it("reads a stylesheet's content hash from its built name, the same for every app's copy of the same bytes", () => {
    expect(stylesheetContent('http://localhost/128.f7294752.css')).toBe('f7294752');
    expect(stylesheetContent('http://localhost/remotes/mfe-detail/128.f7294752.css')).toBe('f7294752');
  });

  it('knows no content for a script or a stylesheet named otherwise', () => {
    expect(stylesheetContent('http://localhost/remotes/mfe-map/408.da69274b.js')).toBeUndefined();
    expect(stylesheetContent('http://localhost/styles.css')).toBeUndefined();
  });
});
