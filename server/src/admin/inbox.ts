/**
 * The inbox API under /admin/api: the contact messages newest first, a page at a time, searched
 * or not, the spam folder (what the honeypot caught, and what the agency moved there), the
 * unread count for the menu, marking a message read, answered, spam or new again, its note and
 * the agent it is assigned to (inbox-notes.ts; who can be, from `GET /users`, users.ts). Reads need a session, changes a CSRF token as
 * well (guard.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { INBOX_FOLDERS, MESSAGE_STATES, type InboxFolder, type InboxPage, type MessageState } from 'shared/contracts';
import type { Store } from '../store';
import { adminAnswer, guards as guard, useAdminErrors } from './api';
import { adminOf } from './guard';
import { inboxMessages, oneInboxMessage } from './inbox-messages';
import { inboxNotesRoutes } from './inbox-notes';

export interface InboxOptions {
  store: Store;
  /** The site's public origin: a page line links only to this site. */
  siteUrl: string;
}

/** Messages per page (the SPEC's page size). */
export const INBOX_PAGE_SIZE = 20;
/** The longest search the inbox takes. */
const QUERY_MAX_LENGTH = 200;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

export const inboxPlugin: FastifyPluginAsync<InboxOptions> = async (app, options) => {
  const { store, siteUrl } = options;
  useAdminErrors(app);

  app.get<{ Querystring: { folder?: InboxFolder; page?: number; q?: string } }>(
    '/messages',
    {
      preValidation: guard.read,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            folder: { type: 'string', enum: [...INBOX_FOLDERS] },
            page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
            q: { type: 'string', maxLength: QUERY_MAX_LENGTH },
          },
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const folder = request.query.folder ?? 'inbox';
      const page = request.query.page ?? 1;
      const query = (request.query.q ?? '').trim();
      const [{ messages, total }, unread] = await Promise.all([
        store.messagePage({ spam: folder === 'spam', offset: (page - 1) * INBOX_PAGE_SIZE, limit: INBOX_PAGE_SIZE, query }),
        store.countUnread(),
      ]);
      const answer: InboxPage = {
        folder,
        query,
        page,
        pageSize: INBOX_PAGE_SIZE,
        total,
        pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
        unread,
        messages: await inboxMessages(store, messages, siteUrl),
      };
      return adminAnswer(reply, 200, answer);
    },
  );

  app.get('/messages/unread', { preValidation: guard.read }, async (_request, reply) =>
    adminAnswer(reply, 200, { unread: await store.countUnread() }),
  );

  app.get<{ Params: { id: string } }>('/messages/:id', { preValidation: guard.read, schema: { params: idParams } }, async (request, reply) => {
    const message = await store.getMessage(request.params.id);
    return message ? adminAnswer(reply, 200, await oneInboxMessage(store, message, siteUrl)) : adminAnswer(reply, 404, { ok: false, error: 'not-found' });
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
      if (!(await store.setMessageState(id, request.body.state, { userId: adminOf(request).user.id }))) return adminAnswer(reply, 404, { ok: false, error: 'not-found' });
      const message = await store.getMessage(id);
      return adminAnswer(reply, 200, { message: message && (await oneInboxMessage(store, message, siteUrl)), unread: await store.countUnread() });
    },
  );

  await app.register(inboxNotesRoutes, { store, siteUrl });
};
