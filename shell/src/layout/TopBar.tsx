import { Link } from 'shared/router';
import { site } from 'shared/site';
import { Burger, Group, useDialogElement } from 'shared/ui';
import { strings } from '../strings';
import { savesData } from '../prefetch/savesData';
import { contactSheetCode } from './contactSheetCode';
import { MobileMenu, menuCommand } from './MobileMenu';
import { NavItems } from './NavItems';
import classes from './TopBar.module.css';
import { LISTINGS_FIRST_PAGE_PATH } from 'shared/listings';

export function TopBar() {
  // Its 'Kontakti' is one tap away: the sheet's code runs as it opens (unless the visitor saves
  // data: then only a tap on it fetches it).
  const { dialog: menu, opened, close } = useDialogElement(() => {
    if (!savesData()) contactSheetCode.preload();
  });
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
      <Burger opened={opened} hiddenFrom="sm" aria-label={strings.nav.menu} aria-haspopup="dialog" aria-expanded={opened} {...menuCommand('show-modal')} />
      <MobileMenu ref={menu} onNavigate={close} />
    </div>
  );
}
