/** Sending one mail over SMTP with nodemailer. */
import nodemailer from 'nodemailer';
import type { OutboxMail } from './outbox';

export interface MailToSend extends OutboxMail {
  from: string;
  /** The same on every attempt of one outbox item (`messageIdFor`). */
  messageId: string;
}

export interface MailSender {
  /** Resolves once the SMTP server has accepted the mail; rejects with the server's or the network's error. */
  send(mail: MailToSend): Promise<void>;
  close(): void;
}

/**
 * Bounded waits, so that one send always ends well within the worker's lease (5 minutes): a
 * server that does not answer costs at most these, never nodemailer's default of 10 minutes
 * of socket silence.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 } as const;

export function createSmtpSender(smtpUrl: string, fromName: string): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    ...SMTP_TIMEOUTS,
    // The message is text (and HTML) we composed; nothing in it may make nodemailer read a file or a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: { name: fromName, address: mail.from },
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        // RFC 8058: the client posts 'List-Unsubscribe=One-Click' to the address, no visit needed.
        ...(mail.listUnsubscribe
          ? { list: { unsubscribe: mail.listUnsubscribe }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
          : {}),
        messageId: mail.messageId,
      });
    },
    close() {
      transport.close();
    },
  };
}
