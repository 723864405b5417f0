import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { YEAR_ATTRIBUTE, useCopyrightYear } from './useCopyrightYear';

function Year() {
  const year = useCopyrightYear();
  return <p {...{ [YEAR_ATTRIBUTE]: year }}>{`© ${year}`}</p>;
}

afterEach(() => vi.useRealTimers());

describe('useCopyrightYear', () => {
  it('is the year of the date the page is rendered', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-05-01T10:00:00Z'));
    expect(renderToString(<Year />)).toContain('© 2031');
  });

  it('hydrates a page rendered before a new year began without a mismatch, then shows the new year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T22:59:59Z'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Year />);
    document.body.append(container);
    expect(container.textContent).toBe('© 2026');

    vi.setSystemTime(new Date('2027-01-01T00:00:01Z'));
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Year />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('© 2027');
    container.remove();
  });
});
