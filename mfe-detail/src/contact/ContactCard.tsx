import { useId, type Ref } from 'react';
import { IconMessage, IconPhone, IconPhoneCall } from '@tabler/icons-react';
import { requestContact } from 'shared/bus';
import { shortId } from 'shared/format';
import { phoneHref, site } from 'shared/site';
import { Button } from 'shared/ui';
import { strings } from '../strings';
import classes from './ContactCard.module.css';

interface ContactCardProps {
  listingId: string;
  headingOrder: 2 | 3;
  ref?: Ref<HTMLElement>;
}

/** The agency's logo and phone, 'Dërgo Mesazh' (the contact sheet, over the bus) and a call button. */
export function ContactCard({ listingId, headingOrder, ref }: ContactCardProps) {
  const t = strings.contact;
  const titleId = useId();
  const Heading = headingOrder === 2 ? 'h2' : 'h3';
  return (
    <section ref={ref} className={classes.card} aria-labelledby={titleId} data-testid="contact-card">
      <img className={classes.logo} src={site.logo} alt={site.brand} width={176} height={38} />
      <Heading id={titleId} className={classes.title}>
        {t.title}
      </Heading>
      <p className={classes.text}>{t.text}</p>
      <a className={classes.phone} href={phoneHref()}>
        <span className={classes.phoneIcon}>
          <IconPhone size={18} aria-hidden />
        </span>
        <span>
          <span className={classes.phoneLabel}>{t.phone}</span>
          <span className={classes.phoneNumber}>{site.phone}</span>
        </span>
      </a>
      <Button
        fullWidth
        size="md"
        leftSection={<IconMessage size={18} aria-hidden />}
        onClick={() => requestContact({ listingId })}
      >
        {t.message}
      </Button>
      <Button
        component="a"
        href={phoneHref()}
        fullWidth
        size="md"
        variant="light"
        leftSection={<IconPhoneCall size={18} aria-hidden />}
        aria-label={t.callLabel(site.phone)}
      >
        {t.call}
      </Button>
      <p className={classes.reference}>{t.reference(shortId(listingId))}</p>
    </section>
  );
}
