/**
 * The inbox API under /admin/api: the contact messages newest first, a page at a time, the
 * spam folder (what the honeypot caught, and what the agency moved there), the unread count for
 * the menu, and marking a message read, answered, spam or new again. Reads need a session,
 * changes a CSRF token as well (guard.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { INBOX_FOLDERS, MESSAGE_STATES, type InboxFolder, type InboxMessage, type InboxPage, type MessageState } from 'shared/contracts';
import { pageSource } from '../contact/page-source';
import type { Store, StoredMessage } from '../store';
import { adminAnswer, guards as guard, useAdminErrors } from './api';

export interface InboxOptions {
  store: Store;
  /** The site's public origin: a page line links only to this site. */
  siteUrl: string;
}

/** Messages per page (the SPEC's page size). */
export const INBOX_PAGE_SIZE = 20;
/** A message as the back office shows it: the stored message, with what its page line points at. */
export function inboxMessage(message: StoredMessage, siteUrl: string): InboxMessage {
  return {
    id: message.id,
    receivedAt: message.receivedAt,
    name: message.name,
    phone: message.phone,
    email: message.email,
    message: message.message,
    page: message.page,
    source: pageSource(message.page, siteUrl),
    state: message.state,
    stateChangedAt: message.stateChangedAt,
  };
}

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

export const inboxPlugin: FastifyPluginAsync<InboxOptions> = async (app, options) => {
  const { store, siteUrl } = options;
  useAdminErrors(app);

  app.get<{ Querystring: { folder?: InboxFolder; page?: number } }>(
    '/messages',
    {
      preValidation: guard.read,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            folder: { type: 'string', enum: [...INBOX_FOLDERS] },
            page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
          },
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const folder = request.query.folder ?? 'inbox';
      const page = request.query.page ?? 1;
      const [{ messages, total }, unread] = await Promise.all([
        store.messagePage({ spam: folder === 'spam', offset: (page - 1) * INBOX_PAGE_SIZE, limit: INBOX_PAGE_SIZE }),
        store.countUnread(),
      ]);
      const answer: InboxPage = {
        folder,
        page,
        pageSize: INBOX_PAGE_SIZE,
        total,
        pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
        unread,
        messages: messages.map((message) => inboxMessage(message, siteUrl)),
      };
      return adminAnswer(reply, 200, answer);
    },
  );

  app.get('/messages/unread', { preValidation: guard.read }, async (_request, reply) =>
    adminAnswer(reply, 200, { unread: await store.countUnread() }),
  );

  app.get<{ Params: { id: string } }>('/messages/:id', { preValidation: guard.read, schema: { params: idParams } }, async (request, reply) => {
    const message = await store.getMessage(request.params.id);
    return message ? adminAnswer(reply, 200, inboxMessage(message, siteUrl)) : adminAnswer(reply, 404, { ok: false, error: 'not-found' });
  });

  app.put<{ Params: { id: string }; Body: { state: MessageState } }>(
    '/messages/:id/state',
    {
      preValidation: guard.change,
      schema: {
        params: idParams,
        body: {
          type: 'object',
          required: ['state'],
          properties: { state: { type: 'string', enum: [...MESSAGE_STATES] } },
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await store.setMessageState(id, request.body.state))) return adminAnswer(reply, 404, { ok: false, error: 'not-found' });
      const message = await store.getMessage(id);
      return adminAnswer(reply, 200, { message: message && inboxMessage(message, siteUrl), unread: await store.countUnread() });
    },
  );
};
