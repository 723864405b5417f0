import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAVOURITES_KEY, favourites } from '../../favourites';
import { setLocaleSource, type Locale } from '../../i18n';
import { FavouriteButton } from './FavouriteButton';

const clear = () => {
  for (const id of favourites.ids()) favourites.remove(id);
  localStorage.clear();
};
beforeEach(clear);
afterEach(() => {
  clear();
  setLocaleSource(() => 'sq');
  document.body.innerHTML = '';
});

describe('FavouriteButton', () => {
  it.each<[Locale, string, string]>([
    ['sq', 'Ruaj', 'Ruajtur'],
    ['en', 'Save', 'Saved'],
    ['de', 'Merken', 'Gemerkt'],
  ])('in %s, says %s, then %s and pressed once tapped, kept in the browser', async (locale, save, saved) => {
    setLocaleSource(() => locale);
    render(<FavouriteButton listingId="1824" variant="text" />);
    const button = screen.getByRole('button', { name: save });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: saved }).getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toBe(saved);
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY)!)).toEqual({ ids: ['1824'] });
  });

  it('over a photo, names itself with the word it shows as its tooltip', async () => {
    setLocaleSource(() => 'en');
    render(<FavouriteButton listingId="7" variant="icon" />);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('title')).toBe('Save');
    await userEvent.click(button);
    expect(button.getAttribute('aria-label')).toBe('Saved');
    expect(button.getAttribute('title')).toBe('Saved');
  });

  it('works by keyboard, and its click does not reach the card around it', async () => {
    setLocaleSource(() => 'de');
    const onCard = vi.fn();
    render(
      <article onClick={onCard}>
        <FavouriteButton listingId="9" variant="icon" />
      </article>,
    );
    const button = screen.getByRole('button', { name: 'Merken' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await userEvent.keyboard(' ');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    expect(onCard).not.toHaveBeenCalled();
  });

  it('fills every heart of the same listing on the page at once', async () => {
    render(
      <>
        <FavouriteButton listingId="5" variant="icon" />
        <FavouriteButton listingId="5" variant="text" />
        <FavouriteButton listingId="6" variant="icon" />
      </>,
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Ruaj' })[0]!);
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(2);
  });

  it("is drawn empty by the server and hydrates so, without a mismatch, then shows the kept list", async () => {
    favourites.add(['42']);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FavouriteButton listingId="42" variant="text" />);
    document.body.append(container);
    expect(container.querySelector('button')?.getAttribute('aria-pressed')).toBe('false');
    const serverNode = container.firstElementChild;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <FavouriteButton listingId="42" variant="text" />, { onRecoverableError: (error) => void errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.firstElementChild).toBe(serverNode);
    expect(container.querySelector('button')?.getAttribute('aria-pressed')).toBe('true');
    expect(container.textContent).toBe('Ruajtur');
  });
});
