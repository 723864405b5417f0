import { paragraphs } from 'shared/format';
import { useId } from 'react';
import { Title } from 'shared/ui';
import { strings } from '../strings';
import classes from './Facts.module.css';
import { LISTING_LANGUAGE } from 'shared/i18n';

/** The description, one paragraph per line, always as text (React escapes it; never HTML). */
export function Description({ text, headingOrder }: { text: string; headingOrder: 2 | 3 }) {
  const descriptionTitleId = useId();
  const parts = paragraphs(text);
  if (parts.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby={descriptionTitleId}>
      <Title order={headingOrder} id={descriptionTitleId} className={classes.sectionTitle}>
        {strings.facts.description}
      </Title>
      <div className={classes.description} data-testid="detail-description" lang={LISTING_LANGUAGE}>
        {parts.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
