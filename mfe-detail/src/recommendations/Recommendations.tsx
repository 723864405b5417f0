import { useId, useRef } from 'react';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { Listing } from 'shared/contracts';
import { listingsFirstPagePath, RECOMMENDATIONS_SHOWN, recommendations, useListings } from 'shared/listings';
import { Link } from 'shared/router';
import { ActionIcon } from 'shared/ui';
import { strings } from '../strings';
import { RecommendationCard } from './RecommendationCard';
import classes from './Recommendations.module.css';

/**
 * 'Të rekomanduara' (full page only): other listings of the same category and option,
 * 8 kept and at most 10 shown, each opening in a new tab, and 'Shfaq të gjitha →'.
 */
export function Recommendations({ listing }: { listing: Listing }) {
  const { listings } = useListings();
  const stripRef = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const shown = recommendations(listing, listings).slice(0, RECOMMENDATIONS_SHOWN);
  const t = strings.recommendations;
  if (shown.length === 0) return null;

  const scroll = (direction: -1 | 1) => {
    const strip = stripRef.current;
    if (strip) strip.scrollBy({ left: direction * strip.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <section className={classes.section} aria-labelledby={titleId} data-testid="recommendations">
      <div className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          {t.title}
        </h2>
        <div className={classes.tools}>
          <Link to={listingsFirstPagePath()} className={classes.showAll}>
            {t.showAll}
          </Link>
          <div className={classes.arrows}>
            <ActionIcon variant="default" radius="xl" size="lg" aria-label={t.scrollBack} onClick={() => scroll(-1)}>
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="default" radius="xl" size="lg" aria-label={t.scrollForward} onClick={() => scroll(1)}>
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </div>
        </div>
      </div>
      <ul ref={stripRef} className={classes.strip}>
        {shown.map((item) => (
          <li key={item.id}>
            <RecommendationCard listing={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
