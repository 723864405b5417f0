/**
 * Inquiry e-mails in the running server: with SMTP_URL set, every new message the store takes
 * (not spam) queues the agency's mail in its own transaction, and an `OutboxWorker` sends it
 * after the visitor's answer, retrying with back-off while the mail server is down. Without
 * SMTP_URL nothing is queued and the start log says notifications are off. The worker stops
 * when the server closes (the round in progress is finished and recorded).
 */
import type { FastifyPluginAsync } from 'fastify';
import { site } from 'shared/site';
import { forTerminal } from '../control-chars';
import { composeInquiryMail, createSmtpSender, describeNotifyConfig, OutboxWorker, type NotifyConfig, type WorkerLog } from '../notify';
import type { Store } from '../store';

export interface NotifyOptions {
  store: Store;
  config: NotifyConfig;
  /** The site's public origin, for the listing link in the mail. */
  siteUrl: string;
  /** The start-log line about notifications. */
  log: (line: string) => void;
  /** Where the worker's warnings go (console by default, control characters made visible). */
  workerLog?: WorkerLog;
}

const consoleLog: WorkerLog = {
  info: (line) => console.log(forTerminal(line)),
  warn: (line) => console.warn(forTerminal(line)),
  error: (line) => console.error(forTerminal(line)),
};

export const notifyPlugin: FastifyPluginAsync<NotifyOptions> = async (app, { store, config, siteUrl, log, workerLog }) => {
  log(describeNotifyConfig(config));
  if (!config.enabled) return;

  const sender = createSmtpSender(config.smtpUrl, config.fromName);
  const worker = new OutboxWorker({
    outbox: store.outbox,
    sender,
    from: config.from,
    log: workerLog ?? consoleLog,
    ...(config.backoff ? { backoff: config.backoff } : {}),
  });
  store.queueInquiryMails(
    (message) => composeInquiryMail(message, { to: config.to, siteUrl, brand: site.brand }),
    // The handler awaits the commit and then answers; the worker's round starts on a timer,
    // after that answer is on its way.
    () => worker.nudge(),
  );
  // An invitation or a password reset goes out at once too, and so do alerts' mails.
  store.users.onMailQueued(() => worker.nudge());
  store.alerts.onMailQueued(() => worker.nudge());
  // Mail queued before a restart (or by another instance) goes out from the first round.
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    sender.close();
  });
};
