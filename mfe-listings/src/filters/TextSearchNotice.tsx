import { IconAlertTriangle } from '@tabler/icons-react';
import { strings } from '../strings';
import classes from './TextSearchNotice.module.css';

/**
 * Said when the server could not answer a text search: the grid matched the words in the titles
 * and ids alone (the browser has no descriptions), and the visitor should know it.
 */
export function TextSearchNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={classes.notice} role="status">
      <IconAlertTriangle size={18} stroke={1.8} aria-hidden className={classes.icon} />
      <p className={classes.text}>{strings.text.degraded}</p>
      <button type="button" className={classes.retry} onClick={onRetry}>
        {strings.text.retry}
      </button>
    </div>
  );
}
