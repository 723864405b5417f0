import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GLYPHS, Glyph } from './Glyph';

const stylesheet = fs.readFileSync(path.join(import.meta.dirname, 'Glyph.module.css'), 'utf8');
const require = createRequire(path.join(import.meta.dirname, 'Glyph.tsx'));

describe('Glyph', () => {
  it('is one element, hidden from assistive technology, of the size asked', () => {
    const { container } = render(<Glyph name="map-pin" size={14} className="extra" />);
    const glyph = container.firstElementChild as HTMLElement;
    expect(container.childElementCount).toBe(1);
    expect(glyph.tagName).toBe('SPAN');
    expect(glyph.childElementCount).toBe(0);
    expect(glyph.getAttribute('aria-hidden')).toBe('true');
    expect(glyph.style.width).toBe('14px');
    expect(glyph.style.height).toBe('14px');
    expect(glyph.classList.contains('extra')).toBe(true);
  });

  it.each(GLYPHS)("'%s' has its mask rule, on a Tabler outline icon that exists", (name) => {
    const rule = new RegExp(`\\.${name} \\{\\s*mask-image: url\\('(@tabler/icons/outline/${name}\\.svg)'\\);\\s*\\}`);
    const request = rule.exec(stylesheet)?.[1];
    expect(request).toBeDefined();
    expect(fs.existsSync(require.resolve(request as string))).toBe(true);
  });

  it('has a rule for no glyph that is not named in GLYPHS', () => {
    const ruled = [...stylesheet.matchAll(/^\.([a-z0-9-]+) \{/gm)].map((match) => match[1]).filter((name) => name !== 'glyph');
    expect(ruled.sort()).toEqual([...GLYPHS].sort());
  });
});
