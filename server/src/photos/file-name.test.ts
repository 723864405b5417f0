import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX, displayFileName } from './file-name';

describe('displayFileName', () => {
  it('keeps an ordinary name as it is', () => {
    expect(displayFileName('Shtëpia në Prishtinë 1.jpg')).toBe('Shtëpia në Prishtinë 1.jpg');
  });

  it('keeps only the last segment of a path, with either slash', () => {
    expect(displayFileName('../../etc/passwd')).toBe('passwd');
    expect(displayFileName('C:\\Users\\Arta\\foto.png')).toBe('foto.png');
  });

  it('drops controls, NUL and invisible reordering characters; line breaks become a space', () => {
    expect(displayFileName('a\u0000b\u0007c\u007f\u009b.jpg')).toBe('abc.jpg');
    expect(displayFileName('foto\u202egpj.exe')).toBe('fotogpj.exe');
    expect(displayFileName('dy\r\nrreshta\t.jpg')).toBe('dy rreshta .jpg');
    expect(displayFileName('\u200bzero\ufeff.png')).toBe('zero.png');
  });

  it("falls back to 'foto' when nothing is left", () => {
    for (const name of [undefined, '', '   ', '../', '..', '\u0000\u0001', 'dir/']) expect(displayFileName(name), String(name)).toBe('foto');
  });

  it('caps a long name, keeping its extension', () => {
    const shown = displayFileName(`${'ë'.repeat(300)}.jpeg`);
    expect([...shown].length).toBe(DISPLAY_NAME_MAX);
    expect(shown.endsWith('….jpeg')).toBe(true);
    expect([...displayFileName('🏠'.repeat(300))].length).toBe(DISPLAY_NAME_MAX);
  });
});
