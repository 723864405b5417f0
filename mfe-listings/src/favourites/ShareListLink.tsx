import { useState, type MouseEvent } from 'react';
import { sharedIdsQuery } from 'shared/favourites';
import { favouritesPath } from 'shared/routes';
import { strings } from '../strings';
import classes from './FavouritesPage.module.css';

/**
 * 'Shpërndaj listën': a link to this page carrying the list (`?ids=…`), which shows it to whoever
 * opens it without touching their own. A tap hands it to the device's share sheet where there is
 * one, else copies it; without either (or before the app runs) it is a plain link to follow.
 */
export function ShareListLink({ ids }: { ids: readonly string[] }) {
  const [copied, setCopied] = useState(false);
  const href = `${favouritesPath()}?${sharedIdsQuery(ids)}`;
  const t = strings.favourites;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const url = new URL(href, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      event.preventDefault();
      // A dismissed sheet rejects: nothing to tell.
      navigator.share({ title: t.heading, url }).catch(() => undefined);
      return;
    }
    if (navigator.clipboard?.writeText) {
      event.preventDefault();
      navigator.clipboard.writeText(url).then(
        () => setCopied(true),
        () => window.location.assign(href),
      );
    }
  };

  return (
    <div className={classes.share}>
      <a href={href} className={classes.shareLink} onClick={onClick} title={t.shareHint}>
        <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false" className={classes.shareIcon}>
          <path d="M6 12a3 3 0 1 0 0 .01M18 6a3 3 0 1 0 0 .01M18 18a3 3 0 1 0 0 .01M8.7 10.7l6.6 -3.4M8.7 13.3l6.6 3.4" />
        </svg>
        {t.share}
      </a>
      <span role="status" className={classes.copied}>
        {copied ? t.copied : ''}
      </span>
    </div>
  );
}
