import { NavLink } from 'shared/router';
import { requestContact } from 'shared/bus';
import { UnstyledButton } from 'shared/ui';
import { strings } from '../strings';
import { contactSheetCode } from './contactSheetCode';
import classes from './TopBar.module.css';
import { LISTINGS_FIRST_PAGE_PATH } from 'shared/listings';
import { HOME_PATH } from 'shared/routes';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${classes.link} ${classes.active}` : classes.link;

/** The three menu entries (SPEC: Home, Pronat, Kontakti), in the top bar and in the mobile menu. */
export function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  const openContact = () => {
    onNavigate?.();
    requestContact();
  };
  return (
    <>
      <NavLink to={HOME_PATH} className={navClass} onClick={onNavigate}>
        {strings.nav.home}
      </NavLink>
      <NavLink to={LISTINGS_FIRST_PAGE_PATH} end={false} className={navClass} onClick={onNavigate}>
        {strings.nav.listings}
      </NavLink>
      <UnstyledButton className={classes.link} onClick={openContact} onPointerEnter={contactSheetCode.preload} onFocus={contactSheetCode.preload}>
        {strings.nav.contact}
      </UnstyledButton>
    </>
  );
}
