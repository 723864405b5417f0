import { IconBrandFacebook, IconBrandInstagram } from '@tabler/icons-react';
import { Link } from 'shared/router';
import { site } from 'shared/site';
import { ActionIcon, Group, Text } from 'shared/ui';
import { strings } from '../strings';
import classes from './Footer.module.css';

export function Footer() {
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <nav aria-label={site.brand}>
          <Group gap="lg">
            <Link to="/home" className={classes.link}>
              {strings.footer.about}
            </Link>
            <Link to="/pronat?page=1" className={classes.link}>
              {strings.footer.listings}
            </Link>
          </Group>
        </nav>
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
        <Text size="sm" c="dimmed" className={classes.copy}>
          {strings.footer.rights(site.brand)}
        </Text>
      </div>
    </footer>
  );
}
