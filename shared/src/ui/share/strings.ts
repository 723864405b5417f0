import { t } from '../../i18n/t';

/** The share control's words, in the page's language (read when drawn). */
export const shareStrings = {
  get action() { return t('share.action'); },
  get panel() { return t('share.panel'); },
  get whatsapp() { return t('share.whatsapp'); },
  get viber() { return t('share.viber'); },
  get email() { return t('share.email'); },
  get copyLink() { return t('share.copyLink'); },
  get copied() { return t('share.copied'); },
};
