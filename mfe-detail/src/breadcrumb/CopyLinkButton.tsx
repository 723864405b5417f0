import { IconCheck, IconLink } from '@tabler/icons-react';
import { listingUrl } from 'shared/listings';
import { ActionIcon, VisuallyHidden, useClipboard } from 'shared/ui';
import { strings } from '../strings';
import { Hint } from './Hint';

/** SPEC 9: the copy-link tick shows for 2 seconds. */
export const COPY_TICK_MS = 2000;

/** Copies origin + the listing's path in the page's language ('/pronat/{id}', '/en/properties/{id}'…) and shows a tick for two seconds. */
export function CopyLinkButton({ id }: { id: string }) {
  const clipboard = useClipboard({ timeout: COPY_TICK_MS });
  const t = strings.breadcrumb;
  const label = clipboard.copied ? t.copied : t.copyLink;
  return (
    <>
      <Hint label={label}>
        <ActionIcon
          variant={clipboard.copied ? 'light' : 'default'}
          color={clipboard.copied ? 'teal' : undefined}
          size="lg"
          radius="xl"
          aria-label={label}
          data-copied={clipboard.copied || undefined}
          onClick={() => clipboard.copy(listingUrl(window.location.origin, id))}
        >
          {clipboard.copied ? <IconCheck size={18} aria-hidden /> : <IconLink size={18} aria-hidden />}
        </ActionIcon>
      </Hint>
      <VisuallyHidden role="status">{clipboard.copied ? t.copied : ''}</VisuallyHidden>
    </>
  );
}
