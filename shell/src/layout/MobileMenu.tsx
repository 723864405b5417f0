import { useId, type ButtonHTMLAttributes, type Ref } from 'react';
import { site } from 'shared/site';
import { CloseButton, Stack } from 'shared/ui';
import { strings } from '../strings';
import { LanguageLinks } from './LanguageLinks';
import { NavItems } from './NavItems';
import classes from './MobileMenu.module.css';

/** The menu dialog's id: the burger and the close button name it as their command's target. */
export const MOBILE_MENU_ID = 'site-menu';

/**
 * Invoker commands (`commandfor` / `command`) for a button that opens or closes the menu: the
 * platform runs them, so the button works from the moment the page shows, before the app has
 * started (their types: shared/types/invoker-commands.d.ts).
 */
export function menuCommand(command: 'show-modal' | 'close'): ButtonHTMLAttributes<HTMLButtonElement> {
  return { commandfor: MOBILE_MENU_ID, command };
}

/**
 * The phone's menu: a native modal `<dialog>` the server draws with the page, sliding in from the
 * right. The platform opens it (the burger's command), traps focus in it, closes it on Esc or a tap
 * beside it (`closedby="any"`), and makes the page behind it inert; the app only listens.
 */
export function MobileMenu({ onNavigate, ref }: { onNavigate: () => void; ref: Ref<HTMLDialogElement> }) {
  const titleId = useId();
  return (
    <dialog id={MOBILE_MENU_ID} ref={ref} className={classes.menu} aria-labelledby={titleId} closedby="any">
      <div className={classes.header}>
        <span id={titleId} className={classes.title}>
          {site.brand}
        </span>
        <CloseButton size="lg" aria-label={strings.nav.closeMenu} {...menuCommand('close')} />
      </div>
      <nav aria-label={strings.nav.mainMenu} className={classes.body}>
        <Stack gap="xs">
          <NavItems onNavigate={onNavigate} />
        </Stack>
      </nav>
      <LanguageLinks className={classes.languages} touch />
    </dialog>
  );
}
