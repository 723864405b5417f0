import classes from './Faq.module.css';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions that open to their answers: the browser's own disclosure widget (details/summary),
 * styled like the site's cards. It needs no script, so the home page ships none for it.
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className={classes.list}>
      {items.map((item) => (
        <details key={item.question} className={classes.item}>
          <summary className={classes.question}>
            <span>{item.question}</span>
            <svg className={classes.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <p className={classes.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
