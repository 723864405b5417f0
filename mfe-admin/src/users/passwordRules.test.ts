import { describe, expect, it } from 'vitest';
import { strings } from '../strings';
import { hasProblems, newPasswordProblems } from './passwordRules';

describe('newPasswordProblems', () => {
  it('asks for 12 characters, at most 1,024, and the same twice', () => {
    expect(newPasswordProblems('short', 'short')).toEqual({ next: strings.password.tooShort });
    expect(newPasswordProblems('x'.repeat(1025), 'x'.repeat(1025))).toEqual({ next: strings.password.tooLong });
    expect(newPasswordProblems('a long passphrase', 'a long passphrase!')).toEqual({ repeat: strings.password.mismatch });
    expect(hasProblems(newPasswordProblems('a long passphrase', 'a long passphrase'))).toBe(false);
    expect(hasProblems(newPasswordProblems('x'.repeat(12), 'x'.repeat(12)))).toBe(false);
  });
});
