import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COVERS_PAGE_ATTRIBUTE } from 'shared/contracts';

// The layout's stylesheet names, as a selector, the attribute the contracts define for a dialog
// that covers the page: a rename on one side alone would silently draw the page behind it again.
describe('Layout.module.css', () => {
  const css = fs.readFileSync(path.join(__dirname, 'Layout.module.css'), 'utf8');

  it("hides the page behind an open dialog marked with the contracts' attribute", () => {
    expect(css).toContain(`dialog[${COVERS_PAGE_ATTRIBUTE}][open]`);
  });
});
