import { IconMessage, IconPhoneCall } from '@tabler/icons-react';
import { requestContact } from 'shared/bus';
import { phoneHref, site } from 'shared/site';
import { ActionIcon, Button } from 'shared/ui';
import { strings } from '../strings';
import classes from './FloatingContact.module.css';

interface FloatingContactProps {
  listingId: string;
  visible: boolean;
  /** Fixed to the window on the full page; stuck to the bottom of the dialog in the preview. */
  mode: 'page' | 'modal';
}

/** The floating 'Dërgo Mesazh' bar, shown until the visitor reaches the contact card. */
export function FloatingContact({ listingId, visible, mode }: FloatingContactProps) {
  const t = strings.contact;
  if (!visible) return null;
  return (
    <div className={classes.bar} data-mode={mode} role="region" aria-label={t.floatingLabel} data-testid="floating-contact">
      <Button
        className={classes.message}
        size="md"
        radius="xl"
        leftSection={<IconMessage size={18} aria-hidden />}
        onClick={() => requestContact({ listingId })}
      >
        {t.message}
      </Button>
      <ActionIcon
        component="a"
        href={phoneHref()}
        size={42}
        radius="xl"
        variant="white"
        className={classes.call}
        aria-label={t.callLabel(site.phone)}
      >
        <IconPhoneCall size={20} aria-hidden />
      </ActionIcon>
    </div>
  );
}
