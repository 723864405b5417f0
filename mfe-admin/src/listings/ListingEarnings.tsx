/**
 * What a stored listing earned over the last 30 days, on its form: a text summary (views and
 * inquiries, the busiest day) that a screen reader reads, and a row of one bar per day beside it
 * for the eye (hidden from assistive technology: the text says what matters, 30 numbers would not).
 * Keyed by the listing (ListingForm), so another listing starts from its loader.
 */
import { useEffect, useState } from 'react';
import { VIEWS_WINDOW_DAYS } from 'shared/contracts';
import { formatDate } from 'shared/format';
import { Loader, Paper, Text, Title } from 'shared/ui';
import { api, type AdminListingViews } from '../api';
import { strings } from '../strings';
import { busiestDay } from './earningsModel';
import classes from './ListingEarnings.module.css';

const dayDate = (day: string) => formatDate(`${day}T12:00:00.000Z`);

function DayBars({ days }: { days: AdminListingViews['days'] }) {
  const most = Math.max(1, ...days.map((entry) => entry.views));
  return (
    <div className={classes.bars} aria-hidden>
      {days.map((entry) => (
        <span
          key={entry.day}
          className={classes.bar}
          data-empty={entry.views === 0 || undefined}
          style={{ height: `${Math.max(6, Math.round((entry.views / most) * 100))}%` }}
          title={`${dayDate(entry.day)}: ${strings.earnings.views(entry.views)}`}
        />
      ))}
    </div>
  );
}

export function ListingEarnings({ listingId }: { listingId: string }) {
  const [figures, setFigures] = useState<AdminListingViews | null>(null);
  const [failed, setFailed] = useState(false);
  const t = strings.earnings;

  useEffect(() => {
    let live = true;
    api
      .listingViews(listingId)
      .then((answer) => live && setFigures(answer))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [listingId]);

  const busiest = figures ? busiestDay(figures.days) : null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="listing-earnings-title" data-testid="listing-earnings">
      <Title order={2} size="h4" mb={4} id="listing-earnings-title">
        {t.title}
      </Title>
      {failed && (
        <Text size="sm" c="dimmed">
          {t.failed}
        </Text>
      )}
      {!figures && !failed && <Loader size="sm" aria-label={strings.loading} />}
      {figures && (
        <>
          <Text fw={500}>{t.summary(t.views(figures.views), t.inquiries(figures.inquiries), VIEWS_WINDOW_DAYS)}</Text>
          {busiest && (
            <Text size="sm" c="dimmed">
              {t.busiest(dayDate(busiest.day), t.views(busiest.views))}
            </Text>
          )}
          <figure className={classes.figure}>
            <DayBars days={figures.days} />
            <figcaption className={classes.caption}>
              <span>{dayDate(figures.from)}</span>
              <span>{dayDate(figures.to)}</span>
            </figcaption>
          </figure>
          <Text size="xs" c="dimmed">
            {t.how}
          </Text>
        </>
      )}
    </Paper>
  );
}
