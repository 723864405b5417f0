import { useEffect, useRef, useState } from 'react';
import { Link } from 'shared/router';
import { site } from 'shared/site';
import { Burger, Group, useOverlayHistory } from 'shared/ui';
import { strings } from '../strings';
import { savesData } from '../prefetch/savesData';
import { contactSheetCode } from './contactSheetCode';
import { MobileMenu, menuCommand } from './MobileMenu';
import { NavItems } from './NavItems';
import classes from './TopBar.module.css';
import { LISTINGS_FIRST_PAGE_PATH } from 'shared/listings';

/**
 * The phone's menu as the app sees it: open or not, as the dialog says (the platform opens and
 * closes it, before the app has started too), and a Back closes it once the app runs.
 */
function useMenuDialog() {
  const menu = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const dialog = menu.current;
    if (!dialog) return;
    // It may have been opened before the app hydrated it.
    setOpened(dialog.open);
    const onToggle = (event: Event) => {
      const open = (event as ToggleEvent).newState === 'open';
      setOpened(open);
      // Its 'Kontakti' is one tap away: the sheet's code runs now (unless the visitor saves
      // data: then only a tap on it fetches it).
      if (open && !savesData()) contactSheetCode.preload();
    };
    dialog.addEventListener('toggle', onToggle);
    return () => dialog.removeEventListener('toggle', onToggle);
  }, []);
  // The state first, in the caller's event: its 'Kontakti' closes the menu and opens the sheet in
  // one render, so the menu's history entry goes before the sheet's is pushed (the dialog's own
  // toggle event comes a task later, after the sheet's).
  const close = () => {
    setOpened(false);
    menu.current?.close();
  };
  useOverlayHistory(opened, close);
  return { menu, opened, close };
}

export function TopBar() {
  const { menu, opened, close } = useMenuDialog();
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
