import { useEffect, useState } from 'react';
import { localeOfPath, type Locale } from 'shared/i18n';
import { useLocation } from 'shared/router';
import { pathInLocale } from 'shared/routes';
import { strings } from '../strings';
import { cameFromSite, claimFirstSuggestion, suggestedLocale } from './suggestedLocale';
import classes from './LanguageSuggestion.module.css';

/**
 * A one-time note, in the suggested language, that the page is also in a language the browser
 * prefers (its Accept-Language, as navigator.languages). Never a redirect: crawlers and shared
 * links land where they point, and the visitor chooses. Offered on arriving from elsewhere, not
 * on a page reached from the site's own (the switcher included). Decided once the app runs (the server's
 * page is the same for every visitor), shown once ever per browser, over the page rather than in
 * its flow so that nothing moves when it appears.
 */
export function LanguageSuggestion() {
  const { pathname, search } = useLocation();
  const [suggested, setSuggested] = useState<Locale | null>(null);

  useEffect(() => {
    if (cameFromSite(document.referrer, window.location.origin)) return;
    const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
    const locale = suggestedLocale(preferred, localeOfPath(pathname));
    // After hydration, by design: the browser's languages and memory are not the server's to know.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (locale && claimFirstSuggestion()) setSuggested(locale);
    // Once, for the page the visitor arrived on: not again as they move through the app.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (suggested === null) return null;
  return (
    <aside className={classes.suggestion} lang={suggested} aria-label={strings.suggestion.label(suggested)}>
      <p className={classes.text}>{strings.suggestion.text(suggested)}</p>
      <div className={classes.actions}>
        <a className={classes.go} href={pathInLocale(pathname + search, suggested)} hrefLang={suggested}>
          {strings.suggestion.go(suggested)}
        </a>
        <button type="button" className={classes.dismiss} onClick={() => setSuggested(null)}>
          {strings.suggestion.dismiss(suggested)}
        </button>
      </div>
    </aside>
  );
}
