/**
 * Alerts of new listings in the running server: the public routes (alerts/routes.ts) in every
 * case, so a request is answered clearly even while alerts are off, and, with a store and
 * SMTP_URL, the worker that tells the alerts of new listings (alerts/worker.ts). It starts when
 * the server is ready and stops before the store closes. Its mails go out through the outbox
 * worker (plugins/notify.ts), which the store nudges after each commit that queued one.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { SiteConfig } from 'shared/site';
import { alertRoutes, type ALERT_LIMITS } from '../alerts/routes';
import { AlertsWorker } from '../alerts/worker';
import { forTerminal } from '../control-chars';
import type { NotifyConfig, WorkerLog } from '../notify';
import type { PublicData } from '../projection';
import type { Store } from '../store';

export interface AlertsPluginOptions {
  /** The store, when it opened. */
  store: Store | undefined;
  data: PublicData;
  notify: NotifyConfig;
  /** The site's frame and public origin. */
  site: SiteConfig;
  /** The start log. */
  log: (line: string) => void;
  workerLog?: WorkerLog;
  /** Tests shorten these. */
  pollMs?: number;
  digestHour?: number;
  limits?: typeof ALERT_LIMITS;
}

const consoleLog: WorkerLog = {
  info: (line) => console.log(forTerminal(line)),
  warn: (line) => console.warn(forTerminal(line)),
  error: (line) => console.error(forTerminal(line)),
};

export const alertsPlugin: FastifyPluginAsync<AlertsPluginOptions> = async (app, options) => {
  const { store, data, notify, site } = options;
  const enabled = store !== undefined && notify.enabled;
  await app.register(alertRoutes, { store, mailEnabled: enabled, site, ...(options.limits ? { limits: options.limits } : {}) });
  if (!enabled || !store) {
    options.log(`Alerts of new listings are off (${store ? 'SMTP_URL is not set' : 'the store could not be opened'}).`);
    return;
  }
  const worker = new AlertsWorker({
    store: store.alerts,
    data,
    context: { siteUrl: site.siteUrl, brand: site.brand },
    log: options.workerLog ?? consoleLog,
    ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
    ...(options.digestHour !== undefined ? { digestHour: options.digestHour } : {}),
  });
  app.addHook('onReady', async () => worker.start());
  // Before the store closes (its onClose hook): the round in progress ends first.
  app.addHook('preClose', async () => worker.stop());
};
