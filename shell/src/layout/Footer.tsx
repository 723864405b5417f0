import { IconBrandFacebook, IconBrandInstagram, IconMail, IconPhone } from '@tabler/icons-react';
import { listingsFirstPagePath } from 'shared/listings';
import { Link } from 'shared/router';
import { contactPagePath, homePath } from 'shared/routes';
import { phoneHref, site } from 'shared/site';
import { ActionIcon, Container, Group, Text } from 'shared/ui';
import { strings } from '../strings';
import { YEAR_ATTRIBUTE, useCopyrightYear } from './useCopyrightYear';
import classes from './Footer.module.css';

export function Footer() {
  const year = useCopyrightYear();
  return (
    <footer className={classes.footer}>
      {/* The listings page's width and gutters, so the footer's text starts where the grid does. */}
      <Container size={1400} className={classes.inner}>
        <nav aria-label={site.brand}>
          <Group gap="lg">
            <Link to={homePath()} className={classes.link}>
              {strings.footer.about}
            </Link>
            <Link to={listingsFirstPagePath()} className={classes.link}>
              {strings.footer.listings}
            </Link>
            <Link to={contactPagePath()} className={classes.link}>
              {strings.footer.contact}
            </Link>
          </Group>
        </nav>
        <address className={classes.contact}>
          <a href={phoneHref()} className={classes.contactLink}>
            <IconPhone size={16} stroke={1.8} aria-hidden />
            {site.phone}
          </a>
          <a href={`mailto:${site.email}`} className={classes.contactLink}>
            <IconMail size={16} stroke={1.8} aria-hidden />
            {site.email}
          </a>
        </address>
        <Group gap="xs" aria-label={strings.footer.follow} role="group">
          <ActionIcon
            component="a"
            href={site.social.facebook}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Facebook"
          >
            <IconBrandFacebook size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            component="a"
            href={site.social.instagram}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Instagram"
          >
            <IconBrandInstagram size={20} aria-hidden />
          </ActionIcon>
        </Group>
        <Text size="sm" c="dimmed" className={classes.copy} {...{ [YEAR_ATTRIBUTE]: year }}>
          {strings.footer.rights(site.brand, year)}
        </Text>
      </Container>
    </footer>
  );
}
