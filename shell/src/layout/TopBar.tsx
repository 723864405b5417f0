import { Link } from 'shared/router';
import { site } from 'shared/site';
import { Burger, Group, useDialogElement } from 'shared/ui';
import { strings } from '../strings';
import { ahead } from '../speed/plan';
import { FavouritesLink } from './FavouritesLink';
import { LanguageLinks } from './LanguageLinks';
import { MobileMenu, menuCommand } from './MobileMenu';
import { NavItems } from './NavItems';
import classes from './TopBar.module.css';
import { listingsFirstPagePath } from 'shared/listings';

export function TopBar() {
  const { dialog: menu, opened, close } = useDialogElement(ahead.menuOpened);
  return (
    <div className={classes.bar}>
      <Link to={listingsFirstPagePath()} className={classes.logo} aria-label={strings.logoLabel(site.brand)}>
        <img src={site.logo} alt="" width={176} height={38} />
      </Link>
      <div className={classes.desktopEnd}>
        <nav aria-label={strings.nav.mainMenu}>
          <Group gap={4}>
            <NavItems />
          </Group>
        </nav>
        <LanguageLinks className={classes.languages} />
      </div>
      <div className={classes.end}>
        <FavouritesLink />
        <Burger opened={opened} hiddenFrom="sm" aria-label={strings.nav.menu} aria-haspopup="dialog" aria-expanded={opened} {...menuCommand('show-popover')} />
      </div>
      <MobileMenu ref={menu} onNavigate={close} />
    </div>
  );
}
