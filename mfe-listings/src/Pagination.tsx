import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { canGoNext, canGoPrevious, paginationModel } from 'shared/listings';
import { strings } from './strings';
import classes from './Pagination.module.css';

export interface PaginationProps {
  page: number;
  total: number;
  onChange: (page: number) => void;
}

/** SPEC 4 pagination: the pure model decides the buttons; clicking the current page does nothing. */
export function Pagination({ page, total, onChange }: PaginationProps) {
  if (total < 1) return null;
  return (
    <nav aria-label={strings.pagination.label}>
      <ul className={classes.list}>
        <li>
          <button
            type="button"
            className={classes.button}
            aria-label={strings.pagination.previous}
            disabled={!canGoPrevious(page)}
            onClick={() => onChange(page - 1)}
          >
            <IconChevronLeft size={18} aria-hidden />
          </button>
        </li>
        {paginationModel(page, total).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={classes.button}
                aria-label={strings.pagination.page(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={classes.ellipsis} aria-hidden>
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={classes.button}
            aria-label={strings.pagination.next}
            disabled={!canGoNext(page, total)}
            onClick={() => onChange(page + 1)}
          >
            <IconChevronRight size={18} aria-hidden />
          </button>
        </li>
      </ul>
    </nav>
  );
}
