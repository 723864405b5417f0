import type { Listing } from 'shared/contracts';
import { detailRows } from 'shared/format';
import { useId } from 'react';
import { Title } from 'shared/ui';
import { strings } from '../strings';
import classes from './Facts.module.css';

/** The full details list in the SPEC's order for the category; empty and unknown keys are hidden. */
export function DetailList({ listing, headingOrder }: { listing: Listing; headingOrder: 2 | 3 }) {
  const listTitleId = useId();
  const rows = detailRows(listing);
  if (rows.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby={listTitleId}>
      <Title order={headingOrder} id={listTitleId} className={classes.sectionTitle}>
        {strings.facts.details}
      </Title>
      <dl className={classes.list} data-testid="detail-list">
        {rows.map((row) => (
          <div key={row.key} className={classes.row} data-detail={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
