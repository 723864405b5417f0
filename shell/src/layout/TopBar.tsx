import { Link, NavLink } from 'shared/router';
import { requestContact } from 'shared/bus';
import { site } from 'shared/site';
import { Burger, Drawer, Group, Stack, UnstyledButton, useDisclosure } from 'shared/ui';
import { strings } from '../strings';
import classes from './TopBar.module.css';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${classes.link} ${classes.active}` : classes.link;

function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  const openContact = () => {
    onNavigate?.();
    requestContact();
  };
  return (
    <>
      <NavLink to="/home" className={navClass} onClick={onNavigate}>
        {strings.nav.home}
      </NavLink>
      <NavLink to="/pronat?page=1" end={false} className={navClass} onClick={onNavigate}>
        {strings.nav.listings}
      </NavLink>
      <UnstyledButton className={classes.link} onClick={openContact}>
        {strings.nav.contact}
      </UnstyledButton>
    </>
  );
}

export function TopBar() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <div className={classes.bar}>
      <Link to="/pronat?page=1" className={classes.logo} aria-label={strings.logoLabel(site.brand)}>
        <img src={site.logo} alt="" width={176} height={38} />
      </Link>
      <nav aria-label={strings.nav.mainMenu} className={classes.desktopNav}>
        <Group gap={4}>
          <NavItems />
        </Group>
      </nav>
      <Burger
        opened={opened}
        onClick={toggle}
        hiddenFrom="sm"
        aria-label={strings.nav.menu}
      />
      <Drawer opened={opened} onClose={close} position="right" size="75%" title={site.brand}>
        <nav aria-label={strings.nav.mainMenu}>
          <Stack gap="xs">
            <NavItems onNavigate={close} />
          </Stack>
        </nav>
      </Drawer>
    </div>
  );
}
