import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from 'shared/ui';
import { Pagination } from './Pagination';

function renderPagination(page: number, total: number) {
  const onChange = vi.fn();
  render(
    <AppProviders>
      <Pagination page={page} total={total} onChange={onChange} />
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
    expect(first.nav.getByRole('button', { name: 'Faqja e mëparshme' })).toHaveProperty('disabled', true);
    expect(first.nav.getByRole('button', { name: 'Faqja tjetër' })).toHaveProperty('disabled', false);
  });

  it('moves by one with previous and next, jumps with a number, and ignores the current page', () => {
    const { nav, onChange } = renderPagination(4, 9);
    fireEvent.click(nav.getByRole('button', { name: 'Faqja e mëparshme' }));
    fireEvent.click(nav.getByRole('button', { name: 'Faqja tjetër' }));
    fireEvent.click(nav.getByRole('button', { name: 'Faqja 9' }));
    fireEvent.click(nav.getByRole('button', { name: 'Faqja 4' }));
    expect(onChange.mock.calls).toEqual([[3], [5], [9]]);
    expect(nav.getByRole('button', { name: 'Faqja 4' }).getAttribute('aria-current')).toBe('page');
  });

  it('renders nothing without pages', () => {
    render(
      <AppProviders>
        <Pagination page={1} total={0} onChange={() => undefined} />
      </AppProviders>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
