import { LOCALES, LOCALE_NAMES, localeOfPath } from 'shared/i18n';
import { useLocation } from 'shared/router';
import { pathInLocale } from 'shared/routes';
import { strings } from '../strings';
import classes from './LanguageLinks.module.css';

/**
 * The language switcher: the same page, with its search, in each language. Plain links, never the
 * router's: a page's language is fixed once it is drawn (shared/i18n), so another language is a
 * new document, and a link works in the server's page before the app has started. The location
 * is the router's, so the server's render links from the page it draws.
 */
export function LanguageLinks({ className, touch = false }: { className?: string; /** Larger targets, for the phone's menu. */ touch?: boolean }) {
  const { pathname, search } = useLocation();
  const current = localeOfPath(pathname);
  return (
    <nav aria-label={strings.language.label} className={className ? `${classes.languages} ${className}` : classes.languages} data-touch={touch || undefined}>
      <ul className={classes.list}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              className={classes.link}
              href={pathInLocale(pathname + search, locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
