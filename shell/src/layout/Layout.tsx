import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useSearchParams } from 'shared/router';
import { EXPOSED } from 'shared/contracts';
import { ADMIN_PATH } from 'shared/routes';
import { RemoteSlot } from '../federation/RemoteSlot';
import { showsFilterStrip } from '../routeQuery';
import { TopBar } from './TopBar';
import { Footer } from './Footer';
import { PreviewDialog } from '../preview/PreviewDialog';
import { ContactSheetSlot } from './ContactSheetSlot';
import { SkipLink, hasSkipLink } from './SkipLink';
import { LanguageSuggestion } from './LanguageSuggestion';
import { observeHeader } from './headerHeight';
import classes from './Layout.module.css';

/** The page frame the shell owns: top bar, filter strip, the route, footer and dialogs. */
export function Layout() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  // The back office has its own frame (and stays Albanian: no language switcher there).
  const isAdmin = pathname.startsWith(ADMIN_PATH);
  const showFilterStrip = showsFilterStrip(searchParams);

  // A new route starts at the top. Not the first one: the visitor may have scrolled the
  // server-rendered page while the app loaded (and scrolling forced a layout of the page).
  const scrolledFor = useRef(pathname);
  useEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    window.scrollTo({ top: 0 });
  }, [pathname]);

  return (
    <div className={classes.page}>
      {/* Shown while a link followed before the app handles it loads its page (app-start.browser.js). */}
      <div className={classes.leaving} data-leaving-bar="" aria-hidden="true" />
      {hasSkipLink(pathname) && <SkipLink />}
      {!isAdmin && (
        // Its height places the map that stays in view under it (map mode).
        <header className={classes.header} ref={observeHeader}>
          <TopBar />
          {showFilterStrip && <RemoteSlot module={EXPOSED.filterStrip} minHeight={56} />}
        </header>
      )}
      <main className={classes.main} id="main">
        <Outlet />
      </main>
      {!isAdmin && <Footer />}
      {!isAdmin && <LanguageSuggestion />}
      <PreviewDialog />
      <ContactSheetSlot />
    </div>
  );
}
