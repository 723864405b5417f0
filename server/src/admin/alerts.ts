/**
 * Alerts in the back office, under /admin/api: each saved search with how many confirmed alerts
 * follow it and how many wait for their confirmation (`GET /alerts`: no address ever), and the
 * removal of an address's alerts on its owner's request (`POST /alerts/remove` with `{ email }`:
 * the agent types the address; its alerts and their waiting mails go, audited by a fingerprint of
 * the address, never the address). A read needs a session, the removal its CSRF token too.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { ALERT_EMAIL_MAX_LENGTH } from 'shared/alerts';
import { headerAddress } from '../notify/header';
import type { Store } from '../store';
import { adminAnswer, guards as guard, useAdminErrors } from './api';
import { adminOf } from './guard';

const removeBody = v.strictObject({
  email: v.pipe(v.string('an e-mail address'), v.trim(), v.maxLength(ALERT_EMAIL_MAX_LENGTH, 'an e-mail address'), v.check((value) => headerAddress(value) !== undefined, 'an e-mail address')),
});

export const alertsAdminPlugin: FastifyPluginAsync<{ store: Store }> = async (app, { store }) => {
  useAdminErrors(app);

  app.get('/alerts', { preValidation: guard.read }, async (_request, reply) => adminAnswer(reply, 200, { searches: await store.alerts.searches() }));

  app.post<{ Body: unknown }>('/alerts/remove', { preValidation: guard.change, bodyLimit: 4096 }, async (request, reply) => {
    const parsed = v.safeParse(removeBody, request.body);
    if (!parsed.success) return adminAnswer(reply, 400, { ok: false, error: 'invalid', problems: [{ path: 'email', message: 'an e-mail address' }] });
    const removed = await store.alerts.removeAddress(parsed.output.email, { userId: adminOf(request).user.id });
    return adminAnswer(reply, 200, { ok: true, removed });
  });
};
