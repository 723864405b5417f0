/** The e-mails that carry a one-time link to set a back-office password: an invitation or a reset. */
import { ADMIN_PASSWORD_LINK_PATH } from 'shared/routes';
import type { PasswordLinkPurpose } from '../store/tables';
import { headerText } from './header';
import type { OutboxMail } from './outbox';

export interface PasswordMailOptions {
  /** The site's public origin. */
  siteUrl: string;
  /** The agency's name, the subject's prefix. */
  brand: string;
}

/** How long a link opens, by purpose: three days for a colleague to find the invitation, an hour for a reset. */
export const PASSWORD_LINK_HOURS: Record<PasswordLinkPurpose, number> = { invite: 72, reset: 1 };

/** The page's address with the token in its fragment. */
export function passwordLinkUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${ADMIN_PASSWORD_LINK_PATH}#${token}`;
}

const TEXT: Record<PasswordLinkPurpose, { subject: string; intro: string; action: string; ignore: string }> = {
  invite: {
    subject: 'Ftesë për zyrën e faqes',
    intro: 'Ju shtuan si përdorues të zyrës së faqes (pronat, mesazhet, regjistri).',
    action: 'Hapni këtë lidhje për të zgjedhur fjalëkalimin tuaj:',
    ignore: 'Nëse nuk e prisnit këtë ftesë, mos e hapni lidhjen dhe na njoftoni.',
  },
  reset: {
    subject: 'Rivendosja e fjalëkalimit të zyrës',
    intro: 'Dikush kërkoi rivendosjen e fjalëkalimit tuaj të zyrës së faqes.',
    action: 'Hapni këtë lidhje për të zgjedhur një fjalëkalim të ri:',
    ignore: 'Nëse nuk e kërkuat ju, mos bëni asgjë: fjalëkalimi juaj mbetet ai që është.',
  },
};

const validFor = (hours: number) => (hours === 1 ? 'një ore' : `${hours} orëve`);

export function composePasswordMail(purpose: PasswordLinkPurpose, to: string, token: string, options: PasswordMailOptions): OutboxMail {
  const text = TEXT[purpose];
  return {
    to,
    replyTo: null,
    subject: headerText(`[${options.brand}] ${text.subject}`, 200),
    text: [
      text.intro,
      '',
      text.action,
      passwordLinkUrl(options.siteUrl, token),
      '',
      `Lidhja vlen një herë, brenda ${validFor(PASSWORD_LINK_HOURS[purpose])}.`,
      text.ignore,
      '',
    ].join('\n'),
  };
}
