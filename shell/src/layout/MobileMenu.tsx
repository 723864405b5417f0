import { site } from 'shared/site';
import { Stack, useOpenedAfterMount } from 'shared/ui';
import { Drawer } from 'shared/ui-overlays';
import { strings } from '../strings';
import { savesData } from '../prefetch/savesData';
import { contactSheetCode } from './contactSheetCode';
import { NavItems } from './NavItems';

/** The menu drawer the burger opens on small screens; loaded when the burger is first reached for. */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // Loaded on demand (see TopBar): it may mount already open.
  const shown = useOpenedAfterMount(opened);
  return (
    <Drawer
      opened={shown}
      onClose={onClose}
      position="right"
      size="75%"
      title={site.brand}
      closeButtonProps={{ 'aria-label': strings.nav.closeMenu }}
      // Its 'Kontakti' is one tap away: the sheet's code runs now, once the menu is still
      // (unless the visitor saves data: then only a tap on it fetches it).
      onEnterTransitionEnd={() => {
        if (!savesData()) contactSheetCode.preload();
      }}
    >
      <nav aria-label={strings.nav.mainMenu}>
        <Stack gap="xs">
          <NavItems onNavigate={onClose} />
        </Stack>
      </nav>
    </Drawer>
  );
}
