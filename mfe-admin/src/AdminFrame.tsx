import type { ReactNode } from 'react';
import { IconLogout } from '@tabler/icons-react';
import { NavLink } from 'shared/router';
import { Anchor, Badge, Button, Container, Group, Text, VisuallyHidden } from 'shared/ui';
import type { AdminUserInfo } from './api';
import classes from './AdminFrame.module.css';
import { AUDIT_PATH } from './audit/auditPaths';
import { useUnreadCount } from './inbox/unreadCount';
import { strings } from './strings';
import { listingsFirstPagePath } from 'shared/listings';

/** The back office's own bar (the site's top bar is hidden under /admin): menu with the unread count, who is signed in, 'Dil'. */
export function AdminFrame({ user, onSignOut, children }: { user: AdminUserInfo; onSignOut: () => void; children: ReactNode }) {
  const t = strings.frame;
  const unread = useUnreadCount();
  return (
    <>
      <header className={classes.bar}>
        <Container size="xl" className={classes.inner}>
          <Text fw={700} className={classes.brand}>
            {t.brand}
          </Text>
          <nav aria-label={t.nav} className={classes.nav}>
            <NavLink to="/admin" end className={classes.link}>
              {t.listings}
            </NavLink>
            <NavLink to="/admin/mesazhet" className={classes.link}>
              {t.inbox}
              {unread !== null && unread > 0 && (
                <>
                  <Badge size="sm" circle={unread < 10} color="red" ml={6} aria-hidden data-unread-count>
                    {unread}
                  </Badge>
                  <VisuallyHidden>({t.unread(unread)})</VisuallyHidden>
                </>
              )}
            </NavLink>
            <NavLink to={AUDIT_PATH} className={classes.link}>
              {t.audit}
            </NavLink>
            <NavLink to="/admin/njoftimet" className={classes.link}>
              {t.alerts}
            </NavLink>
            <NavLink to="/admin/perdoruesit" className={classes.link}>
              {t.users}
            </NavLink>
            <Anchor href={listingsFirstPagePath()} className={classes.link} target="_blank" rel="noopener">
              {t.site}
            </Anchor>
          </nav>
          <Group gap="xs" wrap="nowrap" className={classes.user}>
            <Text size="sm" c="dimmed" className={classes.email} title={t.signedInAs(user.email)}>
              {user.email}
            </Text>
            <Button variant="light" size="xs" leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut} data-leaves-form>
              {t.signOut}
            </Button>
          </Group>
        </Container>
      </header>
      <Container size="xl" py="md" component="div">
        {children}
      </Container>
    </>
  );
}
