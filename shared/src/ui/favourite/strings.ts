import { t } from '../../i18n/t';

/** The heart's words, in the page's language (read when drawn). */
export const favouriteStrings = {
  get save() { return t('favourite.save'); },
  get saved() { return t('favourite.saved'); },
};
