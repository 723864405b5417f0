import { IconArrowLeft, IconExternalLink, IconX } from '@tabler/icons-react';
import { shortId } from 'shared/format';
import { listingPath } from 'shared/listings';
import { Link } from 'shared/router';
import type { ShareableListing } from 'shared/listings';
import { ActionIcon, ShareButton, shareStrings } from 'shared/ui';
import { strings } from '../strings';
import { Hint } from './Hint';
import { CopyLinkButton } from './CopyLinkButton';
import { useBackPath } from './useBackPath';
import classes from './DetailBreadcrumb.module.css';

interface DetailBreadcrumbProps {
  listing: ShareableListing;
  /** The full page has 'Mbrapa'; the modal has an open-in-new-tab icon and a close button. */
  mode: 'page' | 'modal';
  onClose?: () => void;
}

/** The row above the gallery: back link (or new tab), the short id, copy link, share. */
export function DetailBreadcrumb({ listing, mode, onClose }: DetailBreadcrumbProps) {
  const t = strings.breadcrumb;
  const id = listing.id;
  const backPath = useBackPath();
  return (
    <nav className={classes.row} aria-label={t.label} data-mode={mode}>
      <div className={classes.trail}>
        {mode === 'page' && (
          <>
            <Link to={backPath} className={classes.back}>
              <IconArrowLeft size={18} aria-hidden />
              {t.back}
            </Link>
            <span className={classes.divider} aria-hidden />
          </>
        )}
        <span className={classes.id}>
          {t.id} <strong>{shortId(id)}</strong>
        </span>
      </div>
      <div className={classes.actions}>
        <CopyLinkButton id={id} />
        <ShareButton listing={listing} appearance="icon" wrapTrigger={(trigger) => <Hint label={shareStrings.action}>{trigger}</Hint>} />
        {mode === 'modal' && (
          <Hint label={t.openInNewTab}>
            <ActionIcon
              component="a"
              href={listingPath(id)}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              size="lg"
              radius="xl"
              aria-label={t.openInNewTab}
            >
              <IconExternalLink size={18} aria-hidden />
            </ActionIcon>
          </Hint>
        )}
        {mode === 'modal' && onClose && (
          <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label={t.close} onClick={onClose}>
            <IconX size={20} aria-hidden />
          </ActionIcon>
        )}
      </div>
    </nav>
  );
}
