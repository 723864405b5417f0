import type { ReactNode } from 'react';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { canGoNext, canGoPrevious, paginationModel } from 'shared/listings';
import { strings } from './strings';
import classes from './Pagination.module.css';
import { isPlainClick } from 'shared/ui';

export interface PaginationProps {
  page: number;
  total: number;
  /** The address of a page of these results (the current search with that page). */
  hrefFor: (page: number) => string;
  onChange: (page: number) => void;
}

/**
 * SPEC 4 pagination: the pure model decides the items; clicking the current page does nothing.
 * Each page is a link to its address, so the server-rendered grid's pages are reached before the
 * app has hydrated and without JavaScript; once hydrated, the app takes a plain click and changes
 * the page in place (a history entry, as the link would make). Previous on the first page and next
 * on the last are disabled: no address, out of the Tab order.
 */
export function Pagination({ page, total, hrefFor, onChange }: PaginationProps) {
  if (total < 1) return null;
  const item = (target: number, label: string, content: ReactNode, enabled = true) => {
    if (!enabled) {
      return (
        <a className={classes.button} role="link" aria-label={label} aria-disabled="true">
          {content}
        </a>
      );
    }
    return (
      <a
        className={classes.button}
        href={hrefFor(target)}
        aria-label={label}
        aria-current={target === page ? 'page' : undefined}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          if (target !== page) onChange(target);
        }}
      >
        {content}
      </a>
    );
  };
  return (
    <nav aria-label={strings.pagination.label}>
      <ul className={classes.list}>
        <li>{item(page - 1, strings.pagination.previous, <IconChevronLeft size={18} aria-hidden />, canGoPrevious(page))}</li>
        {paginationModel(page, total).map((entry) =>
          typeof entry === 'number' ? (
            <li key={entry}>{item(entry, strings.pagination.page(entry), entry)}</li>
          ) : (
            <li key={entry} className={classes.ellipsis} aria-hidden>
              …
            </li>
          ),
        )}
        <li>{item(page + 1, strings.pagination.next, <IconChevronRight size={18} aria-hidden />, canGoNext(page, total))}</li>
      </ul>
    </nav>
  );
}
