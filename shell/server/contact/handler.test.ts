// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { targetPath } from './handler';

describe('targetPath', () => {
  it('reads the path of an origin-form target, without its query', () => {
    expect(targetPath('/')).toBe('/');
    expect(targetPath('/?utm=x&a=%zz')).toBe('/');
    expect(targetPath('/kontakti?x=/')).toBe('/kontakti');
  });

  it('does not read a leading // as a host, and never throws', () => {
    // new URL('//x', base) would give the path '/' of host x, and '//' would throw.
    expect(targetPath('//x')).toBe('//x');
    expect(targetPath('//')).toBe('//');
    expect(targetPath('///')).toBe('///');
  });

  it('reads an absolute-form target, and gives nothing for one that is no URL', () => {
    expect(targetPath('http://127.0.0.1:8080/')).toBe('/');
    expect(targetPath('*')).toBe('');
    expect(targetPath('')).toBe('');
  });
});
