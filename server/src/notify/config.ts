/** Whether and how inquiry e-mails are sent, from the environment. */
import { site } from 'shared/site';
import type { BackoffPolicy } from './backoff';
import { headerAddress } from './header';

export type NotifyConfig =
  | { enabled: false; reason: string }
  | {
      enabled: true;
      /** SMTP_URL, e.g. smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. */
      smtpUrl: string;
      /** NOTIFY_EMAIL, the agency's inbox; the site's e-mail (site.config.json) when unset. */
      to: string;
      /** NOTIFY_FROM, the sender address the SMTP account may use; NOTIFY_EMAIL when unset. */
      from: string;
      /** The sender's name: the agency's brand. */
      fromName: string;
      /** The retry policy, DEFAULT_BACKOFF unless a test shortens it (never read from the environment). */
      backoff?: BackoffPolicy;
    };

function address(name: string, value: string): string {
  const checked = headerAddress(value);
  if (!checked) throw new Error(`${name} must be one plain e-mail address (name@example.com), not "${value}"`);
  return checked;
}

/**
 * Without SMTP_URL the feature is off and the site works as before. A malformed setting stops
 * the start with a message naming it, like the other settings, rather than silently sending
 * nothing.
 */
export function readNotifyConfig(env: NodeJS.ProcessEnv = process.env): NotifyConfig {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return { enabled: false, reason: 'SMTP_URL is not set' };
  const url = URL.canParse(smtpUrl) ? new URL(smtpUrl) : undefined;
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new Error('SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465');
  }
  const to = address('NOTIFY_EMAIL', env.NOTIFY_EMAIL?.trim() || site.email);
  const from = address('NOTIFY_FROM', env.NOTIFY_FROM?.trim() || to);
  return { enabled: true, smtpUrl, to, from, fromName: site.brand };
}

/** The one start-log line about notifications; it never shows the SMTP password. */
export function describeNotifyConfig(config: NotifyConfig): string {
  if (!config.enabled) return `Inquiry e-mails are off (${config.reason}).`;
  const url = new URL(config.smtpUrl);
  const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
  return `Inquiry e-mails go to ${config.to} through ${url.protocol}//${url.hostname}:${port}.`;
}
