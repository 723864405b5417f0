import type { MouseEvent } from 'react';
import { NavLink } from 'shared/router';
import { requestContact } from 'shared/bus';
import { isPlainClick } from 'shared/ui';
import { strings } from '../strings';
import { ahead } from '../speed/plan';
import classes from './TopBar.module.css';
import { listingsFirstPagePath } from 'shared/listings';
import { contactFormPath, homePath } from 'shared/routes';

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
      <NavLink to={homePath()} className={navClass} onClick={onNavigate}>
        {strings.nav.home}
      </NavLink>
      <NavLink to={listingsFirstPagePath()} end={false} className={navClass} onClick={onNavigate}>
        {strings.nav.listings}
      </NavLink>
      <a href={contactFormPath()} className={classes.link} onClick={openContact} onPointerEnter={ahead.contactReached} onFocus={ahead.contactReached}>
        {strings.nav.contact}
      </a>
    </>
  );
}
