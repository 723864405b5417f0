/**
 * The message catalogues' one setup (Lingui), read by every package's `lingui.config.ts`.
 *
 * A package's catalogues are `src/messages/{locale}.json`, written by hand in Lingui's minimal JSON
 * (id → ICU message); Albanian is the source. `lingui compile --strict` (each package's `i18n`
 * script, run by its build, test and typecheck and after `pnpm install`) turns them into
 * `src/messages/{locale}.ts` beside them: generated, not committed, and refused while any id of the
 * source is missing in English or German. A remote bundles its own compiled catalogues, so a
 * remote deployed alone brings its messages; only the locale is shared (shared/i18n).
 */
import { formatter } from '@lingui/format-json';
import { BASE_LOCALE, LOCALES } from '../src/i18n/locales';

export const linguiConfig = {
  locales: [...LOCALES],
  sourceLocale: BASE_LOCALE,
  fallbackLocales: { default: BASE_LOCALE },
  catalogs: [{ path: '<rootDir>/src/messages/{locale}', include: ['<rootDir>/src'] }],
  format: formatter({ style: 'minimal' }),
  compileNamespace: 'ts',
};
