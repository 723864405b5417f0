import { paragraphs } from 'shared/format';
import type { ListingText } from 'shared/listings';
import { useId } from 'react';
import { Title } from 'shared/ui';
import { strings } from '../strings';
import classes from './Facts.module.css';

/**
 * The description as the page's language has it (shared `listingDescription`), marked with the
 * language it is in; one paragraph per line, always as text (React escapes it; never HTML).
 */
export function Description({ description, headingOrder }: { description: ListingText; headingOrder: 2 | 3 }) {
  const descriptionTitleId = useId();
  const parts = paragraphs(description.text);
  if (parts.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby={descriptionTitleId}>
      <Title order={headingOrder} id={descriptionTitleId} className={classes.sectionTitle}>
        {strings.facts.description}
      </Title>
      <div className={classes.description} data-testid="detail-description" lang={description.lang}>
        {parts.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
