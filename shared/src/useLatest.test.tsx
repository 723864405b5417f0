import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useLatest } from './useLatest';

/** Reads the ref in its own layout effect: in the commit, before any passive effect. */
function ReadInTheCommit({ value, seen }: { value: string; seen: string[] }) {
  const latest = useLatest(value);
  useLayoutEffect(() => {
    seen.push(latest.current);
  });
  return null;
}

describe('useLatest', () => {
  it('holds the rendered value from the commit on', () => {
    const seen: string[] = [];
    const view = render(<ReadInTheCommit value="first" seen={seen} />);
    view.rerender(<ReadInTheCommit value="second" seen={seen} />);
    expect(seen).toEqual(['first', 'second']);
  });
});
