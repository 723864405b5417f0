import { describe, expect, it } from 'vitest';
import { bodyText, headerAddress, headerText } from './header';

describe('headerText', () => {
  it('turns every line break and control into a space, so no header can be started', () => {
    expect(headerText('Arta\r\nBcc: x@example.org')).toBe('Arta Bcc: x@example.org');
    expect(headerText('a\rb\nc\u0000d\u2028e\u0085f\tg')).toBe('a b c d e f g');
    expect(headerText('  shumë   hapësira  ')).toBe('shumë hapësira');
  });

  it('caps the length in code points', () => {
    expect([...headerText('🏠'.repeat(500), 20)]).toHaveLength(20);
    expect(headerText('abc', 20)).toBe('abc');
  });
});

describe('headerAddress', () => {
  it('accepts one plain address', () => {
    expect(headerAddress(' arta.k+prona@example.com ')).toBe('arta.k+prona@example.com');
  });

  it('refuses anything an address parser could read as more, or as a name', () => {
    for (const value of [
      'a@example.com, b@example.com',
      'a@example.com\r\nBcc: b@example.com',
      'Arta <a@example.com>',
      '"a"@example.com',
      'a@example.com;b@example.com',
      'a@example',
      'a b@example.com',
      '(c)a@example.com',
      'ä@example.com',
      `${'a'.repeat(250)}@example.com`,
      '',
    ]) {
      expect(headerAddress(value), value).toBeUndefined();
    }
  });
});

describe('bodyText', () => {
  it('keeps lines and tabs, drops other controls, makes line ends LF', () => {
    expect(bodyText('një\r\ndy\rtre\n\tkatër\u0000\u001b[2J\u007f')).toBe('një\ndy\ntre\n\tkatër[2J');
  });
});
