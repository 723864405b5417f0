import { NavLink } from 'shared/router';
import { requestContact } from 'shared/bus';
import { UnstyledButton } from 'shared/ui';
import { strings } from '../strings';
import { contactSheetCode } from './contactSheetCode';
import classes from './TopBar.module.css';

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
      <NavLink to="/home" className={navClass} onClick={onNavigate}>
        {strings.nav.home}
      </NavLink>
      <NavLink to="/pronat?page=1" end={false} className={navClass} onClick={onNavigate}>
        {strings.nav.listings}
      </NavLink>
      <UnstyledButton className={classes.link} onClick={openContact} onPointerEnter={contactSheetCode.preload} onFocus={contactSheetCode.preload}>
        {strings.nav.contact}
      </UnstyledButton>
    </>
  );
}
