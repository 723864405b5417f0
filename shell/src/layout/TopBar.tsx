import { Link } from 'shared/router';
import { site } from 'shared/site';
import { Burger, Group, deferComponent, useDisclosure, useOverlayHistory } from 'shared/ui';
import { strings } from '../strings';
import { NavItems } from './NavItems';
import classes from './TopBar.module.css';
import { LISTINGS_FIRST_PAGE_PATH } from 'shared/listings';

/** The drawer and `shared/ui-overlays` load when the burger is reached for, not with the page. */
const mobileMenu = deferComponent('menu', () => import('./MobileMenu').then((module) => module.MobileMenu));
const MobileMenu = mobileMenu.Component;

export function TopBar() {
  const [opened, { toggle, close }] = useDisclosure(false);
  useOverlayHistory(opened, close);
  const toggleMenu = () => {
    mobileMenu.preload();
    toggle();
  };
  return (
    <div className={classes.bar}>
      <Link to={LISTINGS_FIRST_PAGE_PATH} className={classes.logo} aria-label={strings.logoLabel(site.brand)}>
        <img src={site.logo} alt="" width={176} height={38} />
      </Link>
      <nav aria-label={strings.nav.mainMenu} className={classes.desktopNav}>
        <Group gap={4}>
          <NavItems />
        </Group>
      </nav>
      <Burger
        opened={opened}
        onClick={toggleMenu}
        onPointerEnter={mobileMenu.preload}
        onPointerDown={mobileMenu.preload}
        onFocus={mobileMenu.preload}
        hiddenFrom="sm"
        aria-label={strings.nav.menu}
      />
      <MobileMenu opened={opened} onClose={close} />
    </div>
  );
}
