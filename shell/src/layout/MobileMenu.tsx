import { useId, type ButtonHTMLAttributes, type Ref } from 'react';
import { site } from 'shared/site';
import { CloseButton, Stack } from 'shared/ui';
import { strings } from '../strings';
import { LanguageLinks } from './LanguageLinks';
import { NavItems } from './NavItems';
import classes from './MobileMenu.module.css';

/** The menu dialog's id: the burger and the close buttons name it as their command's target. */
export const MOBILE_MENU_ID = 'site-menu';

/**
 * Invoker commands (`commandfor` / `command`) for a button that opens or closes the menu: the
 * platform runs them, so the button works from the moment the page shows, before the app has
 * started (their types: shared/types/invoker-commands.d.ts).
 */
export function menuCommand(command: 'show-popover' | 'hide-popover'): ButtonHTMLAttributes<HTMLButtonElement> {
  return { commandfor: MOBILE_MENU_ID, command };
}

/**
 * The phone's menu: a `<dialog>` the server draws with the page, shown by the platform as a
 * popover (the burger's command), its panel sliding in from the right over a dimmed page.
 *
 * A popover, not a modal dialog: `showModal()` makes the page inert, which restyles every element
 * of it in the frame the menu first shows (about 90 ms on the phone profile; loading plan,
 * `menu-as-popover`). It still acts as a modal: the dimmed page is the dialog's own full-screen
 * button, so a tap beside the panel closes the menu and never reaches the page under it (a
 * popover's `::backdrop` lets taps through). As it opens, its close button takes the focus (a
 * dialog shown as a popover is focused as a dialog is); Esc closes it and gives the focus back to
 * the burger; once the app runs, Tab stays inside (useDialogElement).
 */
export function MobileMenu({ onNavigate, ref }: { onNavigate: () => void; ref: Ref<HTMLDialogElement> }) {
  const titleId = useId();
  return (
    <dialog id={MOBILE_MENU_ID} ref={ref} popover="auto" className={classes.menu} aria-labelledby={titleId} aria-modal="true">
      {/* The dimmed page: for a pointer only (the panel's close button is the one to Tab to and to read). */}
      <button type="button" className={classes.scrim} tabIndex={-1} aria-hidden="true" {...menuCommand('hide-popover')} />
      <div className={classes.panel}>
        <div className={classes.header}>
          <span id={titleId} className={classes.title}>
            {site.brand}
          </span>
          <CloseButton size="lg" aria-label={strings.nav.closeMenu} {...menuCommand('hide-popover')} />
        </div>
        <nav aria-label={strings.nav.mainMenu} className={classes.body}>
          <Stack gap="xs">
            <NavItems onNavigate={onNavigate} />
          </Stack>
        </nav>
        <LanguageLinks className={classes.languages} touch />
      </div>
    </dialog>
  );
}
