import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from 'shared/ui';
import { Pagination } from './Pagination';

function renderPagination(page: number, total: number) {
  const onChange = vi.fn();
  render(
    <AppProviders>
      <Pagination page={page} total={total} hrefFor={(target) => `/pronat?type=land&page=${target}`} onChange={onChange} />
    </AppProviders>,
  );
  const nav = within(screen.getByRole('navigation', { name: 'Faqet e pronave' }));
  // Every item, the ellipses (hidden from screen readers) included, without previous and next.
  const labels = Array.from(screen.getByRole('navigation').querySelectorAll('li'), (item) => item.textContent).slice(1, -1);
  return { nav, onChange, labels };
}

describe('Pagination', () => {
  it('shows every page up to 7', () => {
    expect(renderPagination(1, 7).labels).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('condenses above 7 pages around the current page with ellipses', () => {
    expect(renderPagination(5, 9).labels).toEqual(['1', '…', '4', '5', '6', '…', '9']);
  });

  it('disables previous on the first page and next on the last', () => {
    const first = renderPagination(1, 3);
    const previous = first.nav.getByRole('link', { name: 'Faqja e mëparshme' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(previous.hasAttribute('href')).toBe(false);
    expect(first.nav.getByRole('link', { name: 'Faqja tjetër' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('moves by one with previous and next, jumps with a number, and ignores the current page', () => {
    const { nav, onChange } = renderPagination(4, 9);
    const clicks = ['Faqja e mëparshme', 'Faqja tjetër', 'Faqja 9', 'Faqja 4'].map((name) =>
      fireEvent.click(nav.getByRole('link', { name })),
    );
    expect(onChange.mock.calls).toEqual([[3], [5], [9]]);
    // The app changes the page itself: each link's own navigation is prevented.
    expect(clicks).toEqual([false, false, false, false]);
    expect(nav.getByRole('link', { name: 'Faqja 4' }).getAttribute('aria-current')).toBe('page');
  });

  it('makes every page a link to its address, for a visit without JavaScript', () => {
    const { nav } = renderPagination(4, 9);
    expect(nav.getByRole('link', { name: 'Faqja e mëparshme' }).getAttribute('href')).toBe('/pronat?type=land&page=3');
    expect(nav.getByRole('link', { name: 'Faqja 9' }).getAttribute('href')).toBe('/pronat?type=land&page=9');
    expect(nav.getByRole('link', { name: 'Faqja tjetër' }).getAttribute('href')).toBe('/pronat?type=land&page=5');
  });

  it('leaves a click with a modifier to the browser (a new tab or window)', () => {
    const { nav, onChange } = renderPagination(4, 9);
    // Seen after the app's handler (jsdom cannot open the link: its default is stopped here).
    let leftToBrowser: boolean | undefined;
    const watch = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', watch);
    fireEvent.click(nav.getByRole('link', { name: 'Faqja 5' }), { ctrlKey: true });
    window.removeEventListener('click', watch);
    expect(leftToBrowser).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('renders nothing without pages', () => {
    render(
      <AppProviders>
        <Pagination page={1} total={0} hrefFor={() => '/pronat'} onChange={() => undefined} />
      </AppProviders>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
