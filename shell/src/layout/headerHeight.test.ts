import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEADER_HEIGHT_PROPERTY } from './headerHeight';

// The map's place is sized in CSS by the property this module sets: a rename on one side alone
// would leave the map at the stylesheet's guess again.
describe('the header height property', () => {
  it("is the one ListingsRoute.module.css sizes the map's place with", () => {
    const css = fs.readFileSync(path.join(__dirname, '../pages/ListingsRoute.module.css'), 'utf8');
    expect(css).toContain(`top: var(${HEADER_HEIGHT_PROPERTY},`);
    expect(css).toContain(`height: calc(100dvh - var(${HEADER_HEIGHT_PROPERTY},`);
  });
});
