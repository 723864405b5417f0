import type { MouseEvent } from 'react';
import { NavLink } from 'shared/router';
import { requestContact } from 'shared/bus';
import { isPlainClick } from 'shared/ui';
import { strings } from '../strings';
import { ahead } from '../speed/plan';
import classes from './TopBar.module.css';
import { LISTINGS_FIRST_PAGE_PATH } from 'shared/listings';
import { CONTACT_FORM_PATH, HOME_PATH } from 'shared/routes';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${classes.link} ${classes.active}` : classes.link;

/**
 * The three menu entries (SPEC: Home, Pronat, Kontakti), in the top bar and in the phone's menu.
 * 'Kontakti' is a link to the message form's own page, which works without the app; once the app
 * runs, a plain click opens the contact sheet over the page instead (SPEC).
 */
export function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  const openContact = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
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
      <a href={CONTACT_FORM_PATH} className={classes.link} onClick={openContact} onPointerEnter={ahead.contactReached} onFocus={ahead.contactReached}>
        {strings.nav.contact}
      </a>
    </>
  );
}
